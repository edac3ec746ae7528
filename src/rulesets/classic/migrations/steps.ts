import type { MigrationStep } from "../../../migrations/steps";
import type { CLASSIC_CHAT_MODELS } from "../chat/cards/models";
import { objectReplacement } from "../../../data/fields/object-replacement";
import { identifierFromName } from "../../../data/item/identifier-from-name";
import { maneuverFormatOf } from "../data/item/maneuver-source";
import { usualDamageSource, WEAPON_KINDS, type WeaponKind } from "../rules/combat/weapon-entry";
import { DAMAGE_TYPES, type DamageType } from "../rules/health/damage-types";
import { findManeuver, MANEUVERS } from "../rules/maneuvers/catalogue";
import { plainManeuver } from "../rules/maneuvers/plain";
import type { ManeuverDefinition } from "../rules/maneuvers/types";

/**
 * Version 2: actors gain the rules data (attributes, abilities, health, creature…) and items their rules
 * fields (damage, rating, dice effect…). New fields take their defaults when the documents load, and the
 * biography and descriptions are kept as they are. What needs writing is each item's identifier, which
 * translates compendium names: a blank one is made from the item's name.
 */
const addRulesData: MigrationStep = {
  version: 2,
  item(source) {
    const identifier = source.system?.identifier;
    if (typeof identifier === "string" && identifier !== "") return null;
    const made = identifierFromName(source.name ?? "");
    return made ? { "system.identifier": made } : null;
  },
};

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The catalogue's maneuver with this identifier, or the plain bare-handed attack under it. */
function maneuverFor(identifier: string): ManeuverDefinition {
  return MANEUVERS.some((maneuver) => maneuver.id === identifier) ? findManeuver(identifier) : plainManeuver(identifier);
}

/**
 * Version 3: weapons gain what the rules' weapon reads (where the damage comes from, silver, a chambered round,
 * automatic fire) and maneuvers the whole maneuver format. A weapon's damage source follows its kind and type
 * (ranged → ranged, bashing → blunt, lethal or aggravated → edged); the rest start false. A maneuver whose
 * identifier names one of the catalogue's gets its data; any other gets the plain bare-handed attack. The
 * identifier, name and description are kept as they are.
 */
const weaponsAndManeuvers: MigrationStep = {
  version: 3,
  item(source) {
    const system = source.system ?? {};
    if (source.type === "weapon") {
      const kind: WeaponKind = oneOf(system.kind, WEAPON_KINDS, "melee");
      const damage = (typeof system.damage === "object" && system.damage !== null ? system.damage : {}) as Record<string, unknown>;
      const type: DamageType = oneOf(damage.type, DAMAGE_TYPES, "bashing");
      return { "system.damageSource": usualDamageSource(kind, type) };
    }
    if (source.type === "maneuver") {
      const identifier = typeof system.identifier === "string" ? system.identifier : "";
      const format = maneuverFormatOf(maneuverFor(identifier));
      return Object.fromEntries(Object.entries(format).map(([key, value]) => [`system.${key}`, objectReplacement(system[key], value)]));
    }
    return null;
  },
};

/** Classic's chat cards' subtypes before they took its name, and the names they have now. */
export const PREFIXED_CHAT_SUBTYPES: Readonly<Record<string, keyof typeof CLASSIC_CHAT_MODELS>> = {
  attack: "classicAttack",
  escape: "classicEscape",
  hazard: "classicHazard",
  chronicle: "classicChronicle",
  importReport: "classicImportReport",
};

/**
 * Version 4: Classic's chat cards take its name, as the other rulesets' do (`streamlinedAttack`, `metChallenge`).
 * A stored card of an old subtype is one Foundry no longer knows, so it is set aside as invalid when the world
 * loads; the runner finds it there and writes it under its new subtype, its data whole (Foundry changes a
 * document's type only with its system data replaced, common/data/fields.mjs).
 */
const prefixedChatSubtypes: MigrationStep = {
  version: 4,
  message(source) {
    const renamed = source.type === undefined ? undefined : PREFIXED_CHAT_SUBTYPES[source.type];
    return renamed ? { type: renamed, "==system": source.system ?? {} } : null;
  },
};

/**
 * Every step, oldest first; each later schema change adds one, and the world's schema version follows from it.
 *
 * These steps write documents rather than living in a data model's `migrateData`: step 2 makes the identifier
 * from the document's name, which a system data model never sees, and step 3 fills fields that are missing.
 * Foundry runs `migrateData` on the changes of every update too (client/data/client-backend.mjs), where a
 * missing field is no sign of old data: a weapon update that only names its bonus would have its damage source
 * reset, and a maneuver update that only names its identifier would be overwritten with the catalogue's data.
 * `migrateData` is kept for what holds on any fragment (the actor's pools, src/rulesets/classic/data/actor/joint.ts).
 */
export const CLASSIC_MIGRATION_STEPS: readonly MigrationStep[] = [addRulesData, weaponsAndManeuvers, prefixedChatSubtypes];

