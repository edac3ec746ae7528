import type { PoolResult } from "../dice/pool";
import type { HealthState } from "../health/state";
import type { StatusEffect } from "../status/types";
import { signed } from "../../../../rules/signed";
import type { ClassicAttackChain, ClassicStep } from "./chain";
import type { NamedModifier, RollPlan } from "./roll-plan";

/**
 * The chain in numbered English lines, every number shown: pools with each part and modifier named,
 * difficulties, faces, successes, damage, soak, the health after and the statuses. For tests, the scenario
 * tool and the benchmark; cards build their own translated text from the same chain.
 */

function modifierText(modifier: NamedModifier, field: "dice" | "difficulty"): string | null {
  const value = modifier[field];
  return value === undefined || value === 0 ? null : `${modifier.id} ${signed(value)}`;
}

export function describeRoll(plan: RollPlan, result: PoolResult | null): string {
  const parts = plan.parts.map((part) => `${part.id} ${part.dice}`);
  const dice = plan.modifiers.map((m) => modifierText(m, "dice")).filter((text): text is string => text !== null);
  const difficulty = plan.modifiers.map((m) => modifierText(m, "difficulty")).filter((text): text is string => text !== null);
  const automatic = plan.automaticSuccesses + (plan.willpower ? 1 : 0);
  let text = `pool ${plan.pool} = ${[...parts, ...dice].join(" + ") || "0"}; difficulty ${plan.difficulty}`;
  if (difficulty.length) text += ` = ${plan.baseDifficulty} ${difficulty.join(" ")}`;
  if (automatic) text += `; automatic ${automatic}`;
  if (result) {
    text += `; faces ${result.dice.map((die) => die.face).join(",") || "none"}; ${result.rolled} rolled`;
    if (result.cancelled) text += `, ${result.cancelled} cancelled by 1s`;
    text += `, net ${result.net}${result.botch ? " (botch)" : ""}`;
  }
  return text;
}

export function describeHealth(health: HealthState): string {
  return `aggravated ${health.aggravated}, lethal ${health.lethal}, bashing ${health.bashing}`;
}

export function describeStatuses(statuses: readonly StatusEffect[]): string {
  if (!statuses.length) return "none";
  return statuses
    .map((status) => {
      const until = status.expiresAfterRound === null ? "until removed" : `rounds ${status.sinceRound}-${status.expiresAfterRound}`;
      const extra = [status.value === undefined ? null : `value ${status.value}`, status.losesAction ? "loses action" : null, status.sourceId ? `by ${status.sourceId}` : null];
      return `${status.id} (${[until, ...extra].filter(Boolean).join(", ")})`;
    })
    .join("; ");
}

function line(chain: ClassicAttackChain, step: ClassicStep): string {
  const { plan } = chain;
  switch (step) {
    case "attackRoll": {
      const what = plan.maneuverId ?? plan.weaponId ?? "unarmed";
      const attack = chain.attack;
      const head = `Attack (${plan.attacker.name} on ${plan.target.name}, ${what})`;
      return attack ? `${head}: ${describeRoll(attack.roll, attack.result)}${plan.automaticHit ? "; automatic hit" : ""}` : head;
    }
    case "defenceChoice":
      return `Defence choice (${plan.target.name}): ${chain.defenceChoice?.kind ?? "none"}`;
    case "defenceRoll": {
      const defence = chain.defence;
      const effect =
        chain.options.defenceMode === "removeDice" ? `removes ${chain.removedDice} attack dice` : `cancels ${chain.hit?.cancelled ?? chain.attack?.result.net ?? 0} attack successes`;
      return defence ? `Defence (${plan.target.name}, ${chain.defenceChoice?.kind ?? ""}): ${describeRoll(defence.roll, defence.result)}; ${effect}` : "Defence";
    }
    case "damageRoll": {
      const damage = chain.damage;
      return damage ? `Damage (${plan.damageType?.type ?? ""}): ${describeRoll(damage.roll, damage.result)}` : "Damage";
    }
    case "soakRoll": {
      const soak = chain.soak;
      return soak?.roll ? `Soak: ${describeRoll(soak.roll, soak.result)}; soaks ${soak.soaked}, ${soak.left} left` : "Soak";
    }
    case "effectRoll": {
      const roll = chain.effectRoll;
      return roll ? `Effect roll (${roll.effect}, ${plan.target.name}): ${describeRoll(roll.roll, roll.result)}` : "Effect roll";
    }
    case "apply": {
      const result = chain.result;
      if (!result) return "Applied";
      const damage = result.damage ? `${result.damage.successes} ${result.damage.type} = ${result.damage.levels} levels; ` : "no damage; ";
      return `Applied to ${plan.target.name}: ${damage}health ${describeHealth(result.after.health)}; statuses ${describeStatuses(result.after.statuses)}${result.consequence === "none" ? "" : `; ${result.consequence}`}`;
    }
  }
}

export function transcriptLines(chain: ClassicAttackChain): string[] {
  const lines = chain.history.map((step, index) => `${index + 1}. ${line(chain, step)}`);
  if (chain.soak && !chain.soak.roll && chain.damage) lines.push(`   (no soak: ${chain.soak.options.length ? "no dice" : "this damage cannot be soaked"})`);
  if (chain.outcome) lines.push(`Outcome: ${chain.outcome}`);
  for (const event of chain.result?.events ?? []) lines.push(`Event: ${event.kind}${"key" in event ? ` ${event.key}` : ""}${"who" in event ? ` (${event.who} drops ${event.weaponId})` : ""}`);
  return lines;
}
