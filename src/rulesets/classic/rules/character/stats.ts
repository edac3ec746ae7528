import type { HealthState } from "../health/state";
import type { StatusEffect } from "../status/types";
import type { Ability, Attribute, Trait } from "../../../../rules/character/traits";
import type { CombatDiscipline, CreatureKind, GarouAuspice, GarouBreed, GarouForm } from "./vocabulary";

export interface Pool2 {
  permanent: number;
  current: number;
}

export interface GarouStats {
  breed: GarouBreed;
  auspice: GarouAuspice;
  form: GarouForm;
  rage: Pool2;
  gnosis: Pool2;
}

/**
 * Everything the rules read about one character, as plain data. The Foundry layer builds it from an
 * actor (its `system` data plus items); the scenario tool builds it from JSON. Attributes are the rated
 * ones: a Garou form's changes are applied by the rules (character/forms), never stored here.
 */
export interface CharacterStats {
  id: string;
  name: string;
  creature: CreatureKind;
  attributes: Record<Attribute, number>;
  abilities: Record<Ability, number>;
  /** Traits with a specialty (V20 core: usually at 4 dots or more); the value is the specialty's name. */
  specialties: Partial<Record<Trait, string>>;
  willpower: Pool2;
  health: HealthState;
  /** Extra health levels beyond the standard seven are not modelled; the track has seven levels. */
  armour: { rating: number; dexterityPenalty: number };
  disciplines: Record<CombatDiscipline, number>;
  /** Vampires and ghouls. */
  blood: Pool2 | null;
  /** Garou only. */
  garou: GarouStats | null;
  statuses: StatusEffect[];
  /** Frenzy, or a Willpower point spent this turn to ignore wounds (000 §5). */
  ignoresWoundPenalties: boolean;
}
