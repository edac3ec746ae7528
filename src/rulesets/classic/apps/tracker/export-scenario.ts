import { writtenByStoryteller } from "../../../../chat/records";
import { translate } from "../../../../i18n";
import { isChainMessage } from "../../chat/documents";
import { roundHistoryOf } from "../../data/combat/combat-data";
import type { ClassicCombat } from "../../documents/combat";
import { statsOf } from "../../round/combatant-stats";
import { exportedRounds, exportScenario, ScenarioExportError, type ExportChain, type ExportFighter, type ScenarioExportRefusal } from "../../scenario/export";
import { readClassicOptions } from "../../settings";

/** What the export gives: the file's text and name, or the language key of why not. */
export type ScenarioFile = { ok: true; text: string; filename: string; scenario: Record<string, unknown> } | { ok: false; key: string };

const refusal = (reason: ScenarioExportRefusal | "player"): { ok: false; key: string } => ({ ok: false, key: `STC.Classic.Tracker.ExportRefused.${reason}` });

/** A file name from the combat: its scene's name (or "fight"), the turn and the combat's id, in safe characters. */
export function scenarioFileName(combat: ClassicCombat, round: number): string {
  const scene = (combat as { scene?: { name?: string } | null }).scene?.name ?? "fight";
  const slug = `${scene}-turn-${round}-${combat.id ?? ""}`
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
  return `${slug || "fight"}.scenario.json`;
}

/** The chain cards the Storyteller's client wrote, oldest first, as the pure exporter reads them. */
function chainsOfWorld(): ExportChain[] {
  return (game.messages?.contents ?? []).flatMap((message) => {
    if (!isChainMessage(message) || !writtenByStoryteller(message)) return [];
    const system = message.system;
    return [
      {
        kind: system.chainKind,
        ruleset: system.ruleset,
        start: system.chainKind === "clinch" ? system.clinchInput : system.attackInput,
        answers: system.chainAnswers,
        roundAction: system.roundAction,
        undone: Boolean(system.undoneBy),
        options: system.classicOptions,
      },
    ];
  });
}

/**
 * The combat's stored turn as a scenario file (src/rulesets/classic/scenario/export.ts): the round the Combat
 * keeps, the cards its attacks wrote and the fighters' sheets. The Storyteller's only.
 */
export function combatScenarioFile(combat: ClassicCombat, user: User.Implementation): ScenarioFile {
  if (!user.isGM) return refusal("player");
  const round = combat.roundState;
  if (!round) return refusal("noRound");
  const ids = [...new Set([...roundHistoryOf(combat), round].flatMap((state) => state.combatants.map((entry) => entry.id)))];
  const fighters: ExportFighter[] = ids.flatMap((id) => {
    const combatant = combat.combatants.get(id);
    const stats = combatant ? statsOf(combatant) : null;
    return stats ? [{ id, statsId: stats.id, stats, weapons: [], inHand: null }] : [];
  });
  const chains = chainsOfWorld();
  const prefix = `${combat.id ?? ""}.${round.roundId ?? round.round}.`;
  const options = chains.find((chain) => chain.roundAction.startsWith(prefix))?.options ?? readClassicOptions();
  try {
    const span = exportedRounds({ round, earlier: roundHistoryOf(combat) });
    const note = span.first === span.last ? translate("STC.Classic.Tracker.ExportNote", { round: span.last }) : translate("STC.Classic.Tracker.ExportNoteTurns", { first: span.first, last: span.last });
    const scenario = exportScenario({
      title: translate("STC.Classic.Tracker.ExportTitle", { round: round.round }),
      note,
      options: { ...options },
      combatId: combat.id ?? "",
      round,
      earlier: roundHistoryOf(combat),
      fighters,
      chains,
    });
    return { ok: true, scenario, text: `${JSON.stringify(scenario, null, 2)}\n`, filename: scenarioFileName(combat, round.round) };
  } catch (error) {
    if (error instanceof ScenarioExportError) return refusal(error.reason);
    throw error;
  }
}

/** The tracker's "Export as scenario": saves the file, or says why it cannot. */
export function exportCombatScenario(combat: ClassicCombat, user: User.Implementation, save: (text: string, type: string, filename: string) => void = (text, type, filename) => foundry.utils.saveDataToFile(text, type, filename)): ScenarioFile {
  const file = combatScenarioFile(combat, user);
  if (file.ok) save(file.text, "application/json", file.filename);
  else ui.notifications?.warn(translate(file.key));
  return file;
}
