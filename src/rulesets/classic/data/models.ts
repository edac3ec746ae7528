import { CharacterData } from "./actor/character";
import { NpcData } from "./actor/npc";
import { CombatData } from "./combat/combat-data";
import { CombatantData } from "./combat/combatant-data";
import { ArmorData } from "./item/armor";
import { BackgroundData } from "./item/background";
import { DisciplineData } from "./item/discipline";
import { FetishData } from "./item/fetish";
import { ManeuverData } from "./item/maneuver";
import { MeritData } from "./item/merit";
import { PowerData } from "./item/power";
import { WeaponData } from "./item/weapon";

/** Classic's subtypes, by document: system.json and template.json list the same. */
export const CLASSIC_ACTOR_MODELS = { character: CharacterData, npc: NpcData } as const;
export const CLASSIC_ITEM_MODELS = {
  weapon: WeaponData,
  armor: ArmorData,
  maneuver: ManeuverData,
  power: PowerData,
  discipline: DisciplineData,
  background: BackgroundData,
  merit: MeritData,
  fetish: FetishData,
} as const;
export const CLASSIC_COMBAT_MODELS = { base: CombatData } as const;
export const CLASSIC_COMBATANT_MODELS = { base: CombatantData } as const;

/** Classic's stored models but its chat cards, which its chat layer draws (chat/cards/models.ts). */
export const CLASSIC_DATA_MODELS = {
  Actor: CLASSIC_ACTOR_MODELS,
  Item: CLASSIC_ITEM_MODELS,
  Combat: CLASSIC_COMBAT_MODELS,
  Combatant: CLASSIC_COMBATANT_MODELS,
} as const;
