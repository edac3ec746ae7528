import type { D10 } from "../../../rules/dice/random";
import { attackPool, contest, damagePool, defencePool, type AttackAttribute, type AttackSkill, type ContestOutcome, type DefencePool } from "./contest";
import { StreamlinedError } from "./errors";
import { grappleWins, type Hold } from "./grapple";
import { applyHit, applyKillingBlow, currentHealth, isIncapacitated, type HealthChange, type HealthPoints, type StreamlinedDamageType } from "./health";
import { netPool, readPool, type StreamlinedRoll } from "./pool";
import type { StreamlinedOptions } from "./options";
import type { StreamlinedCharacter } from "./stats";

/**
 * One Streamlined attack as a chain of steps (001 Attacking and Defending, Evading, Grapples, Damage and the
 * Downed), each answered by one side: the attacker's roll, the defender's roll, the attacker's damage roll,
 * then the Storyteller applies it. There is no soak step: armour is already in the Defense pool.
 * - `attack`: Attribute + Skill against the Defense pool; a win rolls margin + weapon modifier as damage.
 * - `grapple`: Attribute + Brawl against the Defense pool; a win holds the target, no damage.
 * - `killingBlow`: on a target at 0 Health; no Defense ("your margin is a formality"); the damage is
 *   aggravated and every success drives the target toward death.
 */
export type StreamlinedAttackKind = "attack" | "grapple" | "killingBlow";

export interface StreamlinedAttackInput {
  kind: StreamlinedAttackKind;
  attacker: StreamlinedCharacter;
  target: StreamlinedCharacter;
  attribute: AttackAttribute;
  /** A grapple is always Brawl. */
  skill: AttackSkill;
  weaponModifier?: number;
  /** A killing blow is always aggravated. */
  damageType?: StreamlinedDamageType;
  /** The attacker's multiple-action penalty this turn (001 The Turn). */
  penalty?: number;
  /** The target spends its whole turn evading (+2). */
  evading?: boolean;
  /** The target never saw it coming: no Defense pool, no armour. */
  surprised?: boolean;
}

export type StreamlinedStep = "attackRoll" | "defenceRoll" | "damageRoll" | "apply" | "done";
export type StreamlinedActor = "attacker" | "defender" | "storyteller";

export type StreamlinedOutcome = ContestOutcome | "held" | "killingBlow";

export interface StreamlinedAttackResult {
  outcome: StreamlinedOutcome;
  margin: number;
  change: HealthChange | null;
  hold: Hold | null;
}

export interface StreamlinedChain {
  input: StreamlinedAttackInput;
  options: StreamlinedOptions;
  next: StreamlinedStep;
  attackPool: number;
  defence: DefencePool;
  attack: StreamlinedRoll | null;
  defenceRoll: StreamlinedRoll | null;
  margin: number | null;
  contestOutcome: ContestOutcome | null;
  damagePool: number | null;
  damage: StreamlinedRoll | null;
  result: StreamlinedAttackResult | null;
}

export type StreamlinedPending =
  | { kind: "roll"; step: "attackRoll" | "defenceRoll" | "damageRoll"; actor: "attacker" | "defender"; pool: number }
  | { kind: "apply"; step: "apply"; actor: "storyteller" };

export type StreamlinedAnswer = { kind: "faces"; faces: readonly number[] } | { kind: "apply"; current?: HealthPoints };

/** Starts an attack: checks it and works out both pools before any die is thrown. */
export function beginStreamlinedAttack(input: StreamlinedAttackInput, options: StreamlinedOptions): StreamlinedChain {
  if (input.attacker.id === input.target.id) throw new StreamlinedError("StreamlinedAttackSelf", "A character cannot attack itself.");
  if (isIncapacitated(input.attacker.health)) throw new StreamlinedError("StreamlinedIncapacitated", "A character at 0 Health cannot act.");
  if (input.kind === "grapple" && input.skill !== "brawl") {
    throw new StreamlinedError("StreamlinedGrappleBrawl", `A grapple is a Brawl attack, not ${input.skill}.`, { ability: input.skill });
  }
  if (input.kind === "killingBlow" && !isIncapacitated(input.target.health)) {
    throw new StreamlinedError("StreamlinedKillingBlowNotDowned", `A killing blow needs a target at 0 Health; this one has ${currentHealth(input.target.health)}.`, { health: currentHealth(input.target.health) });
  }
  // A downed target is helpless: it rolls no Defense (001 Damage and the Downed), whatever the attack.
  const helpless = isIncapacitated(input.target.health);
  const defence = defencePool(input.target, { evading: (input.evading ?? false) && !helpless, surprised: (input.surprised ?? false) || helpless });
  return {
    input,
    options,
    next: "attackRoll",
    attackPool: attackPool(input.attacker, { attribute: input.attribute, skill: input.skill, penalty: input.penalty ?? 0 }),
    defence,
    attack: null,
    defenceRoll: null,
    margin: null,
    contestOutcome: null,
    damagePool: null,
    damage: null,
    result: null,
  };
}

export function pendingStreamlined(chain: StreamlinedChain): StreamlinedPending | null {
  switch (chain.next) {
    case "attackRoll":
      return { kind: "roll", step: "attackRoll", actor: "attacker", pool: chain.attackPool };
    case "defenceRoll":
      return { kind: "roll", step: "defenceRoll", actor: "defender", pool: chain.defence.pool };
    case "damageRoll":
      return { kind: "roll", step: "damageRoll", actor: "attacker", pool: chain.damagePool ?? 0 };
    case "apply":
      return { kind: "apply", step: "apply", actor: "storyteller" };
    case "done":
      return null;
  }
}

function afterContest(chain: StreamlinedChain, defenceRoll: StreamlinedRoll | null): StreamlinedChain {
  const attackSuccesses = chain.attack?.successes ?? 0;
  const { margin, outcome } = contest(attackSuccesses, defenceRoll?.successes ?? 0);
  const modifier = chain.input.weaponModifier ?? 0;
  if (chain.input.kind === "killingBlow") {
    // "your margin is a formality": the blow lands; the damage pool is still margin + weapon.
    return { ...chain, defenceRoll, margin, contestOutcome: outcome, damagePool: netPool(margin, modifier), next: "damageRoll" };
  }
  if (outcome !== "win" || chain.input.kind === "grapple") return { ...chain, defenceRoll, margin, contestOutcome: outcome, next: "apply" };
  return { ...chain, defenceRoll, margin, contestOutcome: outcome, damagePool: damagePool(margin, modifier), next: "damageRoll" };
}

function wrongAnswer(chain: StreamlinedChain, answer: StreamlinedAnswer): StreamlinedError {
  return new StreamlinedError("ChainStepOutOfOrder", `The attack chain expects ${chain.next}, not an answer of kind ${answer.kind}.`, { expected: chain.next, got: answer.kind });
}

function apply(chain: StreamlinedChain, current: HealthPoints | undefined): StreamlinedChain {
  const health = current ?? chain.input.target.health;
  const margin = chain.margin ?? 0;
  const input = chain.input;
  let result: StreamlinedAttackResult;
  if (input.kind === "killingBlow") {
    result = { outcome: "killingBlow", margin, change: applyKillingBlow(health, chain.damage?.successes ?? 0, chain.options.deathAfter), hold: null };
  } else if (input.kind === "grapple") {
    const hold = grappleWins(margin, input.attacker.id, input.target.id);
    result = { outcome: hold ? "held" : (chain.contestOutcome ?? "miss"), margin, change: null, hold };
  } else if (chain.contestOutcome === "win") {
    result = { outcome: "win", margin, change: applyHit(health, chain.damage?.successes ?? 0, input.damageType ?? "bashing"), hold: null };
  } else {
    result = { outcome: chain.contestOutcome ?? "miss", margin, change: null, hold: null };
  }
  return { ...chain, result, next: "done" };
}

export function advanceStreamlined(chain: StreamlinedChain, answer: StreamlinedAnswer): StreamlinedChain {
  if (chain.next === "done") throw wrongAnswer(chain, answer);
  if (chain.next === "apply") {
    if (answer.kind !== "apply") throw wrongAnswer(chain, answer);
    return apply(chain, answer.current);
  }
  if (answer.kind !== "faces") throw wrongAnswer(chain, answer);
  if (chain.next === "attackRoll") {
    const attack = readPool(chain.attackPool, answer.faces);
    const withAttack = { ...chain, attack };
    // Surprised (or helpless): "rolls no Defense pool at all", so there is no defender's step.
    return chain.defence.rolls ? { ...withAttack, next: "defenceRoll" } : afterContest(withAttack, null);
  }
  if (chain.next === "defenceRoll") return afterContest(chain, readPool(chain.defence.pool, answer.faces));
  return { ...chain, damage: readPool(chain.damagePool ?? 0, answer.faces), next: "apply" };
}

/** The whole chain at once, from a source of faces (a D10, or a flat script read in step order). */
export function resolveStreamlined(input: StreamlinedAttackInput, options: StreamlinedOptions, dice: D10 | readonly number[]): StreamlinedChain {
  let taken = 0;
  const draw: D10 =
    typeof dice === "function"
      ? dice
      : () => {
          const face = dice[taken++];
          if (face === undefined) throw new StreamlinedError("ScriptExhausted", `The script ran out of dice after ${dice.length} faces.`, { count: dice.length });
          return face;
        };
  let chain = beginStreamlinedAttack(input, options);
  for (let pending = pendingStreamlined(chain); pending; pending = pendingStreamlined(chain)) {
    chain = advanceStreamlined(chain, pending.kind === "roll" ? { kind: "faces", faces: Array.from({ length: pending.pool }, () => draw()) } : { kind: "apply" });
  }
  return chain;
}

/** What a chain needs from a ruleset, shaped like Classic's `AttackRules` but over Streamlined's own types. */
export interface StreamlinedAttackRules {
  readonly ruleset: "streamlined";
  begin(input: StreamlinedAttackInput, options: StreamlinedOptions): StreamlinedChain;
  pending(chain: StreamlinedChain): StreamlinedPending | null;
  advance(chain: StreamlinedChain, answer: StreamlinedAnswer): StreamlinedChain;
  resolution(chain: StreamlinedChain): StreamlinedAttackResult | null;
  resolve(input: StreamlinedAttackInput, options: StreamlinedOptions, dice: D10 | readonly number[]): StreamlinedChain;
}

export const streamlinedAttackRules: StreamlinedAttackRules = {
  ruleset: "streamlined",
  begin: beginStreamlinedAttack,
  pending: pendingStreamlined,
  advance: advanceStreamlined,
  resolution: (chain) => (chain.next === "done" ? chain.result : null),
  resolve: resolveStreamlined,
};
