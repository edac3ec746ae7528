import type { Translate } from "../../../rules/translate";
import { SOURCE_TITLES, type ImportedCharacter, type ImportSource } from "./imported";
import { escapeHtml } from "./shared";
import { SHOWN_VALUE_LENGTH, type UnplacedField } from "./unplaced";

/** The reason a field has no place, in the reader's language. */
export function reasonText(field: UnplacedField, translate: Translate): string {
  return translate(`STC.Classic.Import.Reason.${field.reason}`, { placed: field.placed ?? "" });
}

/** A value shortened for a card's line; the biography keeps all of it. */
export function shortValue(value: string): string {
  return value.length > SHOWN_VALUE_LENGTH ? `${value.slice(0, SHOWN_VALUE_LENGTH - 1)}…` : value;
}

/**
 * The biography of an imported character: the other sheet's text fields under their headings, then every field
 * that had no place, with its value and why, so that nothing of the file is lost.
 */
export function biographyOf(character: ImportedCharacter, unplaced: readonly UnplacedField[], source: ImportSource, translate: Translate): string {
  const parts = character.notes.map((note) => `<h2>${escapeHtml(translate(note.headingKey))}</h2>${note.html}`);
  if (unplaced.length) {
    const rows = unplaced.map(
      (field) => `<li><code>${escapeHtml(field.field)}</code>: ${escapeHtml(field.value)} <em>(${escapeHtml(reasonText(field, translate))})</em></li>`,
    );
    parts.push(`<h2>${escapeHtml(translate("STC.Classic.Import.Notes.Unplaced", { system: SOURCE_TITLES[source] }))}</h2><ul>${rows.join("")}</ul>`);
  }
  return parts.join("");
}

/** The data Foundry creates the character from: a Classic `character`, its items, its biography and its token. */
export interface ActorCreateSource {
  name: string;
  type: "character";
  img?: string;
  system: Record<string, unknown>;
  items: Record<string, unknown>[];
  prototypeToken?: { name?: string; actorLink?: boolean; texture?: { src: string } };
}

export function actorCreateData(character: ImportedCharacter, unplaced: readonly UnplacedField[], source: ImportSource, translate: Translate): ActorCreateSource {
  const token = character.token;
  return {
    name: character.name,
    type: "character",
    ...(character.img ? { img: character.img } : {}),
    system: { ...character.system, biography: biographyOf(character, unplaced, source, translate) },
    items: character.items.map((item) => ({ ...item })),
    ...(token
      ? {
          prototypeToken: {
            ...(token.name ? { name: token.name } : {}),
            ...(token.actorLink === undefined ? {} : { actorLink: token.actorLink }),
            ...(token.src ? { texture: { src: token.src } } : {}),
          },
        }
      : {}),
  };
}
