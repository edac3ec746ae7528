import type { CharacterStats } from "../character/stats";
import { RulesError } from "../../../../rules/errors";
import type { ClassicOptions } from "../ruleset/options";
import type { DefenceKind } from "./defence";

/** The traits a defence rolls: Dexterity and Athletics (or Dodge) to dodge, Brawl to block, Melee to parry (004 Defending). */
export function defenceTraits(kind: DefenceKind, options: Pick<ClassicOptions, "dodgeAbility">): ["dexterity", "athletics" | "dodge" | "brawl" | "melee"] {
  return ["dexterity", kind === "dodge" ? options.dodgeAbility : kind === "block" ? "brawl" : "melee"];
}

/** The defender's specialties on the traits this defence rolls, by name (V20 core: each 10 counts twice, `specialtyTens`). */
export function defenceSpecialties(specialties: CharacterStats["specialties"], kind: DefenceKind, options: Pick<ClassicOptions, "dodgeAbility">): string[] {
  return defenceTraits(kind, options).flatMap((trait) => (specialties[trait] ? [specialties[trait]] : []));
}

/**
 * A defence rolled with a specialty, as an attack may be (V20 core): only when the defender has one on a trait the
 * defence rolls; refused otherwise, naming the defence.
 */
export function checkDefenceSpecialty(defender: Pick<CharacterStats, "name" | "specialties">, kind: DefenceKind, options: Pick<ClassicOptions, "dodgeAbility">): string[] {
  const names = defenceSpecialties(defender.specialties, kind, options);
  if (names.length === 0) throw new RulesError("NoDefenceSpecialty", `${defender.name} has no specialty that helps to ${kind}.`, { name: defender.name, defence: kind });
  return names;
}
