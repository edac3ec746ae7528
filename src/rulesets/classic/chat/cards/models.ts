import { AttackChainCard } from "./attack";
import { ChronicleCard } from "./chronicle";
import { GrappleEscapeCard } from "./escape";
import { HazardCard } from "./hazard";
import { ImportReportCard } from "./import-report";
import { NpcStepCard } from "./npc-step";

/**
 * Classic's ChatMessage subtypes, each with the model that stores it and draws its card. system.json and
 * template.json list the same.
 */
export const CLASSIC_CHAT_MODELS = { classicAttack: AttackChainCard, classicEscape: GrappleEscapeCard, classicHazard: HazardCard, classicChronicle: ChronicleCard, classicImportReport: ImportReportCard, classicNpcStep: NpcStepCard } as const;
