import type { HealthState } from "../rules/health/state";
import type { AttackSummary } from "../rules/ruleset/attack-summary";
import type { StatusEffect } from "../rules/status/types";
import type { EventResult } from "./result";
import { poolText, rollLine } from "./transcript-rolls";

import type { Translate } from "../../../rules/translate";

/** What every line of the transcript writes with: the language, a combatant's name by id, a list joined. */
export interface Words {
  t: Translate;
  name(id: string): string;
  list(items: readonly string[]): string;
}

type AttackEvent = Extract<EventResult["detail"], { kind: "attack" }>;

export const healthText = ({ t, list }: Words, health: HealthState) => list((["bashing", "lethal", "aggravated"] as const).map((type) => `${t(`STC.Classic.Damage.Type.${type}`)} ${health[type]}`));
export const statusText = ({ t, list }: Words, statuses: readonly StatusEffect[]) =>
  statuses.length ? list(statuses.map((status) => t(`STC.Classic.Scenario.Status.${status.id}`))) : t("STC.Classic.Scenario.NoStatus");
const weaponName = (t: Translate, id: string) => t(`STC.Classic.Equipment.${id}.Name`);

/** An attack's rolls, what the defence did, the damage, what else happened, the outcome and the target's health after. */
function attackLines(words: Words, summary: AttackSummary, target: string, attacker: string): string[] {
  const { t } = words;
  const lines: string[] = [];
  const planned = summary.plannedAttack;
  if (planned && !summary.rolls.some((roll) => roll.step === "attackRoll")) {
    // The attack never rolled (its dice all removed, 000 §2.11): show what it would have rolled.
    lines.push(`  ${t("STC.Classic.Scenario.PlannedAttack", { pool: planned.pool, ...poolText(t, planned) })}`);
  }
  for (const roll of summary.rolls) {
    lines.push(`  ${rollLine(t, roll)}`);
    if (roll.step === "defenceRoll") {
      lines.push(
        `    ${summary.defenceEffect === "removesDice" ? t("STC.Classic.Scenario.RemovedDice", { dice: summary.removedDice }) : t("STC.Classic.Scenario.CancelledSuccesses", { successes: summary.hit?.cancelled ?? summary.rolls.find((entry) => entry.step === "attackRoll")?.net ?? 0 })}`,
      );
    }
    if (roll.step === "soakRoll" && summary.soaked !== null) lines.push(`    ${t("STC.Classic.Soak.Soaked", { soaked: summary.soaked, left: summary.left })}`);
  }
  if (summary.damageType && summary.soaked !== null && !summary.rolls.some((roll) => roll.step === "soakRoll") && summary.left > 0) {
    lines.push(`    ${t("STC.Classic.Soak.CannotSoak")}`);
  }
  if (summary.damage) {
    lines.push(
      `  ${t("STC.Classic.Scenario.DamageTaken", { name: target, type: t(`STC.Classic.Damage.Type.${summary.damage.type}`), strokes: t("STC.Classic.Damage.Strokes", { strokes: summary.damage.strokes, levels: summary.damage.levels }) })}`,
    );
  }
  for (const event of summary.events) {
    if (event.kind === "weaponDropped") lines.push(`  ${t("STC.Classic.Scenario.WeaponDropped", { name: event.who === "target" ? target : attacker, weapon: weaponName(t, event.weaponId) })}`);
    else if (event.kind === "note") lines.push(`  ${t("STC.Classic.Scenario.Reminder", { text: t(event.key) })}`);
  }
  lines.push(`  ${t("STC.Classic.Scenario.Outcome", { outcome: t(`STC.Classic.Combat.Outcome.${summary.outcome}`) })}`);
  lines.push(`  ${t("STC.Classic.Scenario.HealthOf", { name: target, health: healthText(words, summary.healthAfter), statuses: statusText(words, summary.statusesAfter) })}`);
  if (summary.consequence !== "none") lines.push(`  ${t(`STC.Classic.Combat.Consequence.${summary.consequence}`)}`);
  return lines;
}

/** An attack event: who attacks whom with what, the defence, an abort to it, then the attack's own lines. */
function attackEventLines(words: Words, detail: AttackEvent): string[] {
  const { t, name } = words;
  const method = detail.maneuver ? t(`STC.Maneuver.${detail.maneuver}.Name`) : detail.weapon ? weaponName(t, detail.weapon) : t("STC.Classic.Scenario.BareHands");
  const lines = [t("STC.Classic.Scenario.Attack", { attacker: name(detail.attacker), target: name(detail.target), method, number: detail.actionIndex })];
  lines.push(`  ${t("STC.Classic.Scenario.Defends", { name: name(detail.target), defence: t(`STC.Classic.Combat.Defence.${detail.summary.defence}`) })}`);
  if (detail.abort) {
    lines.push(`  ${t(detail.abort.by === "willpowerPoint" ? "STC.Classic.Scenario.AbortByPoint" : "STC.Classic.Scenario.AbortByRoll", { name: name(detail.target) })}`);
    if (detail.abort.roll) lines.push(`  ${rollLine(t, detail.abort.roll)}`);
    if (!detail.abort.succeeded) lines.push(`  ${t("STC.Classic.Action.AbortFailed")}`);
  }
  lines.push(...attackLines(words, detail.summary, name(detail.target), name(detail.attacker)));
  return lines;
}

/** One event of a round, then the actions it cost anyone. */
export function eventLines(words: Words, event: EventResult): string[] {
  const { t, name, list } = words;
  const detail = event.detail;
  const lines: string[] = [];
  switch (detail.kind) {
    case "attack":
      lines.push(...attackEventLines(words, detail));
      break;
    case "hold": {
      const note = detail.note;
      const until =
        note.kind === "condition"
          ? t("STC.Classic.Turn.HoldCondition", { text: note.text })
          : t(note.position === "after" ? "STC.Classic.Turn.HoldUntilAfter" : "STC.Classic.Turn.HoldUntilBefore", { name: name(note.combatantId) });
      lines.push(t("STC.Classic.Scenario.Holds", { name: name(detail.combatant), until }));
      break;
    }
    case "stepIn":
      lines.push(t(detail.position === "before" ? "STC.Classic.Scenario.StepsInBefore" : "STC.Classic.Scenario.StepsInAfter", { name: name(detail.combatant), anchor: list(detail.anchorIds.map(name)) }));
      break;
    case "action":
      lines.push(t("STC.Classic.Scenario.TakesAction", { name: name(detail.combatant), action: t(`STC.Classic.Action.Kind.${detail.actionKind}`), number: detail.actionIndex }));
      break;
    case "escape":
      lines.push(t("STC.Classic.Scenario.Escape", { name: name(detail.combatant), holder: name(detail.holder) }));
      lines.push(`  ${rollLine(t, detail.escape)}`, `  ${rollLine(t, detail.holderRoll)}`);
      lines.push(`  ${t("STC.Classic.Scenario.Outcome", { outcome: t(`STC.Classic.Combat.GrappleEscape.${detail.outcome}`) })}`);
      break;
    case "clinch":
      lines.push(t("STC.Classic.Scenario.Clinch", { holder: name(detail.combatant), target: name(detail.target) }));
      lines.push(...attackLines(words, detail.summary, name(detail.target), name(detail.combatant)));
      break;
    case "join":
      lines.push(t("STC.Classic.Turn.Joined", { name: name(detail.combatant) }));
      lines.push(`  ${t("STC.Classic.Scenario.Initiative", { name: name(detail.combatant), faces: detail.initiative.faces.join(", "), score: detail.initiative.score, total: detail.initiative.total })}`);
      if (!detail.actsThisRound) lines.push(`  ${t("STC.Classic.Turn.WaitsForNextTurn")}`);
      break;
    case "leave":
      lines.push(t("STC.Classic.Scenario.Leaves", { name: name(detail.combatant) }));
      break;
  }
  for (const [id, actions] of Object.entries(event.lostActions)) {
    lines.push(`  ${t("STC.Classic.Scenario.ActionsLost", { name: name(id), actions: actions.join(", ") })}`);
  }
  return lines;
}
