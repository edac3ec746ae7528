import type { RulesetModule } from "../module";
import { chainCardHTML, wireCard } from "./chat/render";
import { chronicleCardHTML, wireChronicleCard } from "./chronicle/card";
import { importReportHTML } from "./apps/import/report-card";
import { CLASSIC_DATA_MODELS } from "./data/models";
import { InitiativeRoll } from "./dice/initiative-roll";
import { PoolRoll } from "./dice/pool-roll";
import { CLASSIC_MIGRATION_STEPS } from "./migrations/steps";
import { playClassic } from "./play";
import { CLASSIC_RENAMED_SETTINGS, registerClassicSettings } from "./settings";

/** Classic (V20 / W20; rules map, Classic; seeds 000, 002, 004) as the Foundry layer takes it. */
export const CLASSIC_MODULE: RulesetModule = Object.freeze({
  id: "classic",
  dataModels: CLASSIC_DATA_MODELS,
  dataExtensions: {},
  rollClasses: [PoolRoll, InitiativeRoll],
  migrations: CLASSIC_MIGRATION_STEPS,
  renamedSettings: CLASSIC_RENAMED_SETTINGS,
  registerSettings: registerClassicSettings,
  async chatCard(message: ChatMessage.Implementation) {
    const html = await chainCardHTML(message);
    if (html !== null) return { html, wire: (drawn: HTMLElement) => wireCard(message, drawn) };
    const chronicle = await chronicleCardHTML(message);
    if (chronicle !== null) return { html: chronicle, wire: (drawn: HTMLElement) => wireChronicleCard(message, drawn) };
    const report = await importReportHTML(message);
    // The import's report has nothing to press.
    return report === null ? null : { html: report, wire: () => undefined };
  },
  play: playClassic,
});
