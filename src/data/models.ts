import { CharacterData } from "./actor/character";
import { NpcData } from "./actor/npc";
import { ArmorData } from "./item/armor";
import { ManeuverData } from "./item/maneuver";
import { PowerData } from "./item/power";
import { WeaponData } from "./item/weapon";

/** Every subtype this system defines, by document: system.json and template.json must list the same. */
export const ACTOR_MODELS = { character: CharacterData, npc: NpcData } as const;
export const ITEM_MODELS = { weapon: WeaponData, armor: ArmorData, maneuver: ManeuverData, power: PowerData } as const;

export const DATA_MODELS = { Actor: ACTOR_MODELS, Item: ITEM_MODELS } as const;
