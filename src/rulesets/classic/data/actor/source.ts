import type { Ability, Attribute } from "../../../../rules/character/traits";
import type { CombatDiscipline, CreatureKind, GarouAuspice, GarouBreed, GarouForm } from "../../rules/character/vocabulary";
import type { ConscienceKind, RenownKind, SelfControlKind } from "./chronicle-keys";
import type { HealthState } from "../../rules/health/state";

export interface RatedTrait {
  value: number;
  specialty: string;
}

export interface PermanentAndCurrent {
  permanent: number;
  current: number;
}

/** The stored shape of a character's `system` data (see schema.ts), as plain data. */
export interface ActorSystemSource {
  creature: CreatureKind;
  profile: { concept: string; nature: string; demeanor: string; chronicle: string };
  attributes: Record<Attribute, RatedTrait>;
  abilities: Record<Ability, RatedTrait>;
  willpower: PermanentAndCurrent;
  health: HealthState;
  disciplines: Record<CombatDiscipline, number>;
  vampire: { generation: number; clan: string; sect: string; sire: string };
  virtues: { conscience: number; conscienceKind: ConscienceKind; selfControl: number; selfControlKind: SelfControlKind; courage: number };
  /** `path` "" is Humanity. */
  morality: { path: string; value: number };
  blood: { current: number; ghoulMax: number };
  garou: {
    breed: GarouBreed;
    auspice: GarouAuspice;
    form: GarouForm;
    rage: PermanentAndCurrent;
    gnosis: PermanentAndCurrent;
    tribe: string;
    camp: string;
    rank: number;
    renown: Record<RenownKind, { permanent: number; temporary: number }>;
    formImages: Record<GarouForm, string>;
  };
  biography: string;
}
