import type { Ability, Attribute, CombatDiscipline, CreatureKind, GarouAuspice, GarouBreed, GarouForm } from "../../../../rules/character/traits";
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
  attributes: Record<Attribute, RatedTrait>;
  abilities: Record<Ability, RatedTrait>;
  willpower: PermanentAndCurrent;
  health: HealthState;
  disciplines: Record<CombatDiscipline, number>;
  vampire: { generation: number };
  blood: { current: number; ghoulMax: number };
  garou: { breed: GarouBreed; auspice: GarouAuspice; form: GarouForm; rage: PermanentAndCurrent; gnosis: PermanentAndCurrent };
  biography: string;
}
