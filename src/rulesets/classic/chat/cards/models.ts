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
export const CLASSIC_CHAT_MODELS = { attack: AttackChainCard, escape: GrappleEscapeCard, hazard: HazardCard, chronicle: ChronicleCard, importReport: ImportReportCard, classicNpcStep: NpcStepCard } as const;
