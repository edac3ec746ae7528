import type { InitiativeStep } from "../rules/initiative/order";
import type { PlannedActionBody } from "../rules/actions/declaration";
import type { RoundResult, ScenarioResult } from "./result";
import { eventLines, healthText, statusText, type Words } from "./transcript-events";

import type { Translate } from "../../../rules/translate";

export type { Translate };

function actionText({ t, name }: Words, body: PlannedActionBody): string {
  if (body.kind === "attack") return t("STC.Classic.Scenario.AttackOn", { target: name(body.targetId) });
  if (body.kind === "defence") return t(`STC.Classic.Action.Defence.${body.defence}`);
  return t(`STC.Classic.Action.Kind.${body.kind}`);
}

const orderText = ({ name }: Words, steps: readonly InitiativeStep[]) => steps.map((step) => step.combatantIds.map(name).join(" = ")).join(" > ");

/** Each combatant's declaration, in the order they declared: its actions, each with its pool and penalty. */
function declarationLines(words: Words, round: RoundResult): string[] {
  const { t, name } = words;
  const lines: string[] = [];
  for (const id of round.declarationOrder) {
    const declaration = round.declarations.find((entry) => entry.combatantId === id);
    if (!declaration) continue;
    const actions = declaration.actions.map((action) => {
      const details = [
        action.pool === null ? null : t("STC.Classic.Action.PoolAfterPenalty", { dice: action.pool }),
        action.penalty > 0 ? t("STC.Classic.Action.Penalty", { dice: action.penalty }) : null,
      ].filter((text): text is string => text !== null);
      return `${action.index}. ${actionText(words, action.body)}${details.length ? ` (${details.join(", ")})` : ""}`;
    });
    lines.push(`  ${t("STC.Classic.Scenario.Declares", { name: name(id), actions: actions.length ? actions.join("; ") : t("STC.Classic.Action.NoActionsLeft") })}`);
  }
  return lines;
}

/** A round: initiative, the orders, the declarations, its events, the actions taken and everyone's state at its end. */
function roundLines(words: Words, round: RoundResult): string[] {
  const { t, name } = words;
  const lines = ["", t("STC.Classic.Turn.Number", { number: round.round })];
  for (const entry of round.initiative) {
    lines.push(`  ${t("STC.Classic.Scenario.Initiative", { name: name(entry.combatantId), faces: entry.faces.join(", "), score: entry.score, total: entry.total })}`);
  }
  lines.push(`  ${t("STC.Classic.Scenario.ActionOrder", { order: orderText(words, round.order) })}`);
  lines.push(`  ${t("STC.Classic.Scenario.DeclarationOrder", { order: round.declarationOrder.map(name).join(" > ") })}`);
  lines.push(...declarationLines(words, round));
  for (const event of round.events) lines.push(...eventLines(words, event).map((line) => `  ${line}`));
  const taken = round.actions.map((action) => `${name(action.combatantId)} (${action.actionIndex})`);
  lines.push(`  ${t("STC.Classic.Scenario.ActionsTaken", { actions: taken.length ? taken.join(", ") : t("STC.Classic.Action.NoActionsLeft") })}`);
  lines.push(`  ${t("STC.Classic.Scenario.EndOfTurn", { number: round.round })}`);
  for (const [id, state] of Object.entries(round.end)) {
    lines.push(`    ${t("STC.Classic.Scenario.HealthOf", { name: name(id), health: healthText(words, state.health), statuses: statusText(words, state.statuses) })}`);
  }
  return lines;
}

/** The scenario's ruleset and each of its options, named with the value chosen. */
function rulesetLine({ t, list }: Words, result: ScenarioResult): string {
  const optionText = ([option, value]: [string, unknown]) => {
    const prefix = `STC.Classic.Ruleset.${result.ruleset}.Option.${option}`;
    const shown = typeof value === "boolean" ? t(value ? "STC.Classic.Ruleset.On" : "STC.Classic.Ruleset.Off") : t(`${prefix}.${String(value)}`);
    return `${t(`${prefix}.Name`)}: ${shown}`;
  };
  return t("STC.Classic.Scenario.Ruleset", { ruleset: t(`STC.Classic.Ruleset.${result.ruleset}.Name`), options: list(Object.entries(result.options).map(optionText)) });
}

/** The lines a Storyteller reads, in the language of `t`. */
export function scenarioTranscript(result: ScenarioResult, t: Translate): string[] {
  const names = new Map(result.combatants.map((combatant) => [combatant.id, combatant.name]));
  const words: Words = { t, name: (id) => names.get(id) ?? id, list: (items) => items.join(t("STC.Classic.Scenario.ListSeparator")) };
  const lines = [t("STC.Classic.Scenario.Title", { title: result.title || "—" }), rulesetLine(words, result)];
  for (const note of result.notes) lines.push(`  ${t("STC.Classic.Scenario.Note", { text: note })}`);
  for (const round of result.rounds) lines.push(...roundLines(words, round));
  const unmet = result.expectations.filter((expectation) => !expectation.met);
  lines.push("");
  if (unmet.length === 0) lines.push(t("STC.Classic.Scenario.ExpectationsMet", { count: result.expectations.length }));
  for (const expectation of unmet) {
    lines.push(t("STC.Scenario.ExpectationUnmet", { path: expectation.path, expected: JSON.stringify(expectation.expected), actual: JSON.stringify(expectation.actual) }));
  }
  return lines;
}
