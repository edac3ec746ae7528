import type { ChainAnswer, ChainKind } from "../data/chat/attack-chain";
import type { AttackInput } from "../rules/combat/attack";
import type { PendingStep } from "../rules/combat/attack-rules";
import type { ClassicAttackChain, ClassicStep } from "../rules/combat/chain";
import { beginClinchDamage, type ClinchTurnInput } from "../rules/combat/clinch";
import { replayAnswers } from "../rules/combat/replay";
import type { ClassicOptions } from "../rules/ruleset/options";
import { CLASSIC_RULES, classicRulesFor } from "../record-rules";

/**
 * What a chain message stores, as plain data: the ruleset it was made under, the start, the world's options
 * then, and the answers so far. The record's own ruleset plays it, whatever the world plays now.
 */
export type ChainRecord = (
  | { kind: "attack"; ruleset: string; start: AttackInput; options: ClassicOptions; answers: readonly ChainAnswer[] }
  | { kind: "clinch"; ruleset: string; start: ClinchTurnInput; options: ClassicOptions; answers: readonly ChainAnswer[] }
) & {
  /** The rules' revision the card was made under (CHAIN_REVISION when absent; 0 on a card from before it was kept). */
  revision?: number;
};

export function recordOf(kind: ChainKind, ruleset: string, start: unknown, options: unknown, answers: readonly ChainAnswer[], revision?: number): ChainRecord {
  const kept = revision === undefined ? {} : { revision };
  return kind === "clinch"
    ? { kind, ruleset, start: start as ClinchTurnInput, options: options as ClassicOptions, answers, ...kept }
    : { kind, ruleset, start: start as AttackInput, options: options as ClassicOptions, answers, ...kept };
}

/** The chain before any answer; a record of a ruleset whose cards are not built is refused (RulesetNotWiredError). */
export function beginChain(record: ChainRecord): ClassicAttackChain {
  const rules = classicRulesFor(record.ruleset).attacks;
  const chain = record.kind === "clinch" ? beginClinchDamage(record.start, record.options) : rules.begin(record.start, record.options);
  return record.revision === undefined ? chain : { ...chain, revision: record.revision };
}

/** The chain as its answers leave it; throws a RulesError when a stored answer does not fit (a damaged or forged record). */
export function replayChain(record: ChainRecord): ClassicAttackChain {
  return replayAnswers(classicRulesFor(record.ruleset).attacks, beginChain(record), record.answers);
}

/** Only a Classic record replays into a Classic chain (beginChain), so Classic's rules read its next step. */
export function pendingStep(chain: ClassicAttackChain): PendingStep | null {
  return CLASSIC_RULES.attacks.pending(chain);
}

/** Who answers a step: the attacker's side rolls the attack and the damage, the defender's side the rest it rolls. */
export type StepSide = "attacker" | "defender" | "storyteller";

export function stepSide(step: ClassicStep): StepSide {
  if (step === "attackRoll" || step === "damageRoll") return "attacker";
  if (step === "apply") return "storyteller";
  return "defender";
}

/** The steps the defender's side may leave to the dice (the `autoDefenderRolls` setting). */
export const AUTOMATIC_DEFENDER_STEPS: readonly ClassicStep[] = ["soakRoll", "effectRoll"];
