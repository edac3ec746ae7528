import type { NamedModifier, PoolPart } from "../rules/combat/roll-plan";
import type { HealthState } from "../rules/health/state";
import type { AttackSummary, RollSummary } from "../rules/ruleset/attack-summary";
import type { StatusEffect } from "../rules/status/types";
import type { InitiativeStep } from "../rules/initiative/order";
import type { PlannedActionBody } from "../rules/actions/declaration";
import type { EventResult, RoundResult, ScenarioResult } from "./result";

import { signed } from "../../../rules/signed";
import type { Translate } from "../../../rules/translate";

export type { Translate };

const STEP_KEYS: Record<string, string> = {
  attackRoll: "STC.Combat.Step.attackRoll",
  defenceRoll: "STC.Combat.Step.defenceRoll",
  damageRoll: "STC.Combat.Step.damageRoll",
  soakRoll: "STC.Combat.Step.soakRoll",
  effectRoll: "STC.Combat.Step.effectRoll",
  abortWillpower: "STC.Scenario.Step.abortWillpower",
  escapeRoll: "STC.Scenario.Step.escapeRoll",
  holderRoll: "STC.Scenario.Step.holderRoll",
};


/** The lines a Storyteller reads, in the language of `t`. */
export function scenarioTranscript(result: ScenarioResult, t: Translate): string[] {
  const names = new Map(result.combatants.map((combatant) => [combatant.id, combatant.name]));
  const name = (id: string) => names.get(id) ?? id;
  const list = (items: readonly string[]) => items.join(t("STC.Scenario.ListSeparator"));

  const partText = (part: PoolPart) => `${t(`STC.Scenario.Part.${part.id}`)} ${part.dice}`;
  const modifierName = (modifier: NamedModifier) => t(`STC.Combat.Modifier.${modifier.id}`, modifier.data ?? {});

  /** When the modifiers add up past the difficulty's range, says so: the rules held it at 2 or 10. */
  function outOfRange(roll: Pick<RollSummary, "modifiers" | "baseDifficulty" | "difficulty">): string {
    const total = roll.modifiers.reduce((sum, modifier) => sum + (modifier.difficulty ?? 0), roll.baseDifficulty);
    return total === roll.difficulty ? "" : `; ${t("STC.Scenario.DifficultyOutOfRange", { total })}`;
  }

  /** A pool's parts and difficulty, every modifier named. */
  function poolText(roll: Pick<RollSummary, "parts" | "modifiers" | "baseDifficulty" | "difficulty">): { parts: string; difficulty: string } {
    const dice = roll.modifiers.filter((modifier) => (modifier.dice ?? 0) !== 0).map((modifier) => `${modifierName(modifier)} ${signed(modifier.dice ?? 0)}`);
    const hard = roll.modifiers.filter((modifier) => (modifier.difficulty ?? 0) !== 0).map((modifier) => `${modifierName(modifier)} ${signed(modifier.difficulty ?? 0)}`);
    const parts = [...roll.parts.map(partText), ...dice];
    return {
      parts: parts.length ? parts.join(", ") : "0",
      difficulty: hard.length ? `${roll.difficulty} (${[String(roll.baseDifficulty), ...hard].join(", ")}${outOfRange(roll)})` : String(roll.difficulty),
    };
  }

  function rollLine(roll: RollSummary): string {
    const automatic = roll.modifiers.filter((modifier) => (modifier.successes ?? 0) !== 0).map((modifier) => `${modifierName(modifier)} ${signed(modifier.successes ?? 0)}`);
    let line = t("STC.Scenario.Roll", {
      roll: t(STEP_KEYS[roll.step] ?? `STC.Scenario.Step.${roll.step}`),
      pool: roll.pool,
      ...poolText(roll),
      faces: roll.faces.length ? roll.faces.join(", ") : t("STC.Scenario.NoDice"),
      net: roll.net,
    });
    if (automatic.length || roll.automatic > 0) line += ` ${t("STC.Scenario.Automatic", { successes: roll.automatic, parts: automatic.join(", ") || t("STC.Dice.Willpower") })}`;
    if (roll.cancelled > 0) line += ` ${t("STC.Scenario.CancelledByOnes", { count: roll.cancelled })}`;
    if (roll.botch) line += ` ${t("STC.Dice.Botch")}.`;
    return line;
  }

  const healthText = (health: HealthState) =>
    list((["bashing", "lethal", "aggravated"] as const).map((type) => `${t(`STC.Damage.Type.${type}`)} ${health[type]}`));
  const statusText = (statuses: readonly StatusEffect[]) =>
    statuses.length ? list(statuses.map((status) => t(`STC.Scenario.Status.${status.id}`))) : t("STC.Scenario.NoStatus");
  const weaponName = (id: string) => t(`STC.Equipment.${id}.Name`);

  function actionText(body: PlannedActionBody): string {
    if (body.kind === "attack") return t("STC.Scenario.AttackOn", { target: name(body.targetId) });
    if (body.kind === "defence") return t(`STC.Action.Defence.${body.defence}`);
    return t(`STC.Action.Kind.${body.kind}`);
  }

  function attackLines(summary: AttackSummary, target: string, attacker: string): string[] {
    const lines: string[] = [];
    const planned = summary.plannedAttack;
    if (planned && !summary.rolls.some((roll) => roll.step === "attackRoll")) {
      // The attack never rolled (its dice all removed, 000 §2.11): show what it would have rolled.
      lines.push(`  ${t("STC.Scenario.PlannedAttack", { pool: planned.pool, ...poolText(planned) })}`);
    }
    for (const roll of summary.rolls) {
      lines.push(`  ${rollLine(roll)}`);
      if (roll.step === "defenceRoll") {
        lines.push(
          `    ${summary.defenceEffect === "removesDice" ? t("STC.Scenario.RemovedDice", { dice: summary.removedDice }) : t("STC.Scenario.CancelledSuccesses", { successes: summary.hit?.cancelled ?? summary.rolls.find((entry) => entry.step === "attackRoll")?.net ?? 0 })}`,
        );
      }
      if (roll.step === "soakRoll" && summary.soaked !== null) lines.push(`    ${t("STC.Soak.Soaked", { soaked: summary.soaked, left: summary.left })}`);
    }
    if (summary.damageType && summary.soaked !== null && !summary.rolls.some((roll) => roll.step === "soakRoll") && summary.left > 0) {
      lines.push(`    ${t("STC.Soak.CannotSoak")}`);
    }
    if (summary.damage) {
      lines.push(
        `  ${t("STC.Scenario.DamageTaken", { name: target, type: t(`STC.Damage.Type.${summary.damage.type}`), strokes: t("STC.Damage.Strokes", { strokes: summary.damage.strokes, levels: summary.damage.levels }) })}`,
      );
    }
    for (const event of summary.events) {
      if (event.kind === "weaponDropped") lines.push(`  ${t("STC.Scenario.WeaponDropped", { name: event.who === "target" ? target : attacker, weapon: weaponName(event.weaponId) })}`);
      else if (event.kind === "note") lines.push(`  ${t("STC.Scenario.Reminder", { text: t(event.key) })}`);
    }
    lines.push(`  ${t("STC.Scenario.Outcome", { outcome: t(`STC.Combat.Outcome.${summary.outcome}`) })}`);
    lines.push(`  ${t("STC.Scenario.HealthOf", { name: target, health: healthText(summary.healthAfter), statuses: statusText(summary.statusesAfter) })}`);
    if (summary.consequence !== "none") lines.push(`  ${t(`STC.Combat.Consequence.${summary.consequence}`)}`);
    return lines;
  }

  function eventLines(event: EventResult): string[] {
    const detail = event.detail;
    const lines: string[] = [];
    switch (detail.kind) {
      case "attack": {
        const method = detail.maneuver ? t(`STC.Maneuver.${detail.maneuver}.Name`) : detail.weapon ? weaponName(detail.weapon) : t("STC.Scenario.BareHands");
        lines.push(t("STC.Scenario.Attack", { attacker: name(detail.attacker), target: name(detail.target), method, number: detail.actionIndex }));
        lines.push(`  ${t("STC.Scenario.Defends", { name: name(detail.target), defence: t(`STC.Combat.Defence.${detail.summary.defence}`) })}`);
        if (detail.abort) {
          lines.push(`  ${t(detail.abort.by === "willpowerPoint" ? "STC.Scenario.AbortByPoint" : "STC.Scenario.AbortByRoll", { name: name(detail.target) })}`);
          if (detail.abort.roll) lines.push(`  ${rollLine(detail.abort.roll)}`);
          if (!detail.abort.succeeded) lines.push(`  ${t("STC.Action.AbortFailed")}`);
        }
        lines.push(...attackLines(detail.summary, name(detail.target), name(detail.attacker)));
        break;
      }
      case "hold": {
        const note = detail.note;
        const until =
          note.kind === "condition"
            ? t("STC.Turn.HoldCondition", { text: note.text })
            : t(note.position === "after" ? "STC.Turn.HoldUntilAfter" : "STC.Turn.HoldUntilBefore", { name: name(note.combatantId) });
        lines.push(t("STC.Scenario.Holds", { name: name(detail.combatant), until }));
        break;
      }
      case "stepIn":
        lines.push(t(detail.position === "before" ? "STC.Scenario.StepsInBefore" : "STC.Scenario.StepsInAfter", { name: name(detail.combatant), anchor: list(detail.anchorIds.map(name)) }));
        break;
      case "action":
        lines.push(t("STC.Scenario.TakesAction", { name: name(detail.combatant), action: t(`STC.Action.Kind.${detail.actionKind}`), number: detail.actionIndex }));
        break;
      case "escape":
        lines.push(t("STC.Scenario.Escape", { name: name(detail.combatant), holder: name(detail.holder) }));
        lines.push(`  ${rollLine(detail.escape)}`, `  ${rollLine(detail.holderRoll)}`);
        lines.push(`  ${t("STC.Scenario.Outcome", { outcome: t(`STC.Combat.GrappleEscape.${detail.outcome}`) })}`);
        break;
      case "clinch":
        lines.push(t("STC.Scenario.Clinch", { holder: name(detail.combatant), target: name(detail.target) }));
        lines.push(...attackLines(detail.summary, name(detail.target), name(detail.combatant)));
        break;
      case "join":
        lines.push(t("STC.Turn.Joined", { name: name(detail.combatant) }));
        lines.push(`  ${t("STC.Scenario.Initiative", { name: name(detail.combatant), faces: detail.initiative.faces.join(", "), score: detail.initiative.score, total: detail.initiative.total })}`);
        if (!detail.actsThisRound) lines.push(`  ${t("STC.Turn.WaitsForNextTurn")}`);
        break;
      case "leave":
        lines.push(t("STC.Scenario.Leaves", { name: name(detail.combatant) }));
        break;
    }
    for (const [id, actions] of Object.entries(event.lostActions)) {
      lines.push(`  ${t("STC.Scenario.ActionsLost", { name: name(id), actions: actions.join(", ") })}`);
    }
    return lines;
  }

  const orderText = (steps: readonly InitiativeStep[]) => steps.map((step) => step.combatantIds.map(name).join(" = ")).join(" > ");

  function roundLines(round: RoundResult): string[] {
    const lines = ["", t("STC.Turn.Number", { number: round.round })];
    for (const entry of round.initiative) {
      lines.push(`  ${t("STC.Scenario.Initiative", { name: name(entry.combatantId), faces: entry.faces.join(", "), score: entry.score, total: entry.total })}`);
    }
    lines.push(`  ${t("STC.Scenario.ActionOrder", { order: orderText(round.order) })}`);
    lines.push(`  ${t("STC.Scenario.DeclarationOrder", { order: round.declarationOrder.map(name).join(" > ") })}`);
    for (const id of round.declarationOrder) {
      const declaration = round.declarations.find((entry) => entry.combatantId === id);
      if (!declaration) continue;
      const actions = declaration.actions.map((action) => {
        const details = [
          action.pool === null ? null : t("STC.Action.PoolAfterPenalty", { dice: action.pool }),
          action.penalty > 0 ? t("STC.Action.Penalty", { dice: action.penalty }) : null,
        ].filter((text): text is string => text !== null);
        return `${action.index}. ${actionText(action.body)}${details.length ? ` (${details.join(", ")})` : ""}`;
      });
      lines.push(`  ${t("STC.Scenario.Declares", { name: name(id), actions: actions.length ? actions.join("; ") : t("STC.Action.NoActionsLeft") })}`);
    }
    for (const event of round.events) lines.push(...eventLines(event).map((line) => `  ${line}`));
    const taken = round.actions.map((action) => `${name(action.combatantId)} (${action.actionIndex})`);
    lines.push(`  ${t("STC.Scenario.ActionsTaken", { actions: taken.length ? taken.join(", ") : t("STC.Action.NoActionsLeft") })}`);
    lines.push(`  ${t("STC.Scenario.EndOfTurn", { number: round.round })}`);
    for (const [id, state] of Object.entries(round.end)) {
      lines.push(`    ${t("STC.Scenario.HealthOf", { name: name(id), health: healthText(state.health), statuses: statusText(state.statuses) })}`);
    }
    return lines;
  }

  const lines = [t("STC.Scenario.Title", { title: result.title || "—" })];
  const optionText = ([option, value]: [string, unknown]) => {
    const prefix = `STC.Ruleset.${result.ruleset}.Option.${option}`;
    const shown = typeof value === "boolean" ? t(value ? "STC.Ruleset.On" : "STC.Ruleset.Off") : t(`${prefix}.${String(value)}`);
    return `${t(`${prefix}.Name`)}: ${shown}`;
  };
  lines.push(t("STC.Scenario.Ruleset", { ruleset: t(`STC.Ruleset.${result.ruleset}.Name`), options: list(Object.entries(result.options).map(optionText)) }));
  for (const note of result.notes) lines.push(`  ${t("STC.Scenario.Note", { text: note })}`);
  for (const round of result.rounds) lines.push(...roundLines(round));
  const unmet = result.expectations.filter((expectation) => !expectation.met);
  lines.push("");
  if (unmet.length === 0) lines.push(t("STC.Scenario.ExpectationsMet", { count: result.expectations.length }));
  for (const expectation of unmet) {
    lines.push(t("STC.Scenario.ExpectationUnmet", { path: expectation.path, expected: JSON.stringify(expectation.expected), actual: JSON.stringify(expectation.actual) }));
  }
  return lines;
}
