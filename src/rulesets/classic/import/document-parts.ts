import type { ImportedCharacter } from "./imported";
import { ownImage } from "./images";
import { SourceReader, isRecord, skipping } from "./source-reader";
import type { UnplacedField } from "./unplaced";

/** Flags no character data lives in: Foundry's own (the sheet class chosen) and an older Foundry's export stamp. */
const FOUNDRY_FLAGS = skipping([/^(core|exportSource)(\.|$)/]);

/** What the other system and its modules kept in the document's flags, reported field by field. */
export function foreignFlags(flags: unknown): UnplacedField[] {
  return isRecord(flags) ? new SourceReader(flags, "flags.").leftovers(FOUNDRY_FLAGS) : [];
}

/**
 * The active effects the file carried: their changes name the other system's fields, so none is created; each is
 * reported by its name with what it changed.
 */
export function foreignEffects(effects: unknown): UnplacedField[] {
  if (!Array.isArray(effects)) return [];
  return effects.filter(isRecord).map((effect) => {
    const name = typeof effect.name === "string" ? effect.name : typeof effect.label === "string" ? effect.label : "";
    const shown = Object.fromEntries(["statuses", "changes", "disabled", "description"].flatMap((key) => (effect[key] === undefined ? [] : [[key, effect[key]]])));
    return { field: `effects[${name}]`, value: JSON.stringify(shown), reason: "noPlace" as const };
  });
}

/** The token's look from the file's prototype token: its name, image (not the system's default) and whether it is linked. */
export function tokenOf(prototypeToken: unknown, systemId: string): ImportedCharacter["token"] {
  if (!isRecord(prototypeToken)) return null;
  const texture = isRecord(prototypeToken.texture) ? prototypeToken.texture : {};
  const token: NonNullable<ImportedCharacter["token"]> = {};
  if (typeof prototypeToken.name === "string" && prototypeToken.name.trim()) token.name = prototypeToken.name;
  const src = ownImage(texture.src, systemId);
  if (src) token.src = src;
  if (typeof prototypeToken.actorLink === "boolean") token.actorLink = prototypeToken.actorLink;
  return Object.keys(token).length ? token : null;
}
