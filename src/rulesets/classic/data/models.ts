import type { ModelParts } from "../../module";
import { CLASSIC_CHARACTER_PART } from "./actor/base";
import { CLASSIC_COMBAT_PART } from "./combat/combat-data";
import { CLASSIC_COMBATANT_PART } from "./combat/combatant-data";
import { CLASSIC_ARMOR_PART } from "./item/armor";
import { BackgroundData } from "./item/background";
import { DisciplineData } from "./item/discipline";
import { FetishData } from "./item/fetish";
import { ManeuverData } from "./item/maneuver";
import { MeritData } from "./item/merit";
import { PowerData } from "./item/power";
import { CLASSIC_WEAPON_PART } from "./item/weapon";

/** Classic's own subtypes, by document: system.json and template.json list the same. */
export const CLASSIC_ITEM_MODELS = {
  maneuver: ManeuverData,
  power: PowerData,
  discipline: DisciplineData,
  background: BackgroundData,
  merit: MeritData,
  fetish: FetishData,
} as const;

/** Classic's stored models but its chat cards, which its chat layer draws (chat/cards/models.ts). */
export const CLASSIC_DATA_MODELS = {
  Item: CLASSIC_ITEM_MODELS,
} as const;

/** Classic's parts of the subtypes the system composes (src/data/composed.ts). */
export const CLASSIC_MODEL_PARTS: ModelParts = {
  Actor: { character: CLASSIC_CHARACTER_PART, npc: CLASSIC_CHARACTER_PART },
  Item: { weapon: CLASSIC_WEAPON_PART, armor: CLASSIC_ARMOR_PART },
  Combat: { base: CLASSIC_COMBAT_PART },
  Combatant: { base: CLASSIC_COMBATANT_PART },
};
