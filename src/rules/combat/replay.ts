import { RulesError } from "../errors";
import type { AttackRules, StepAnswer } from "./attack-rules";

/**
 * One answer a chat card recorded, with the step it answered. A card stores only its chain's start and these
 * answers; every number on it is computed again from them, so a stored answer can never disagree with what
 * the rules make of it.
 */
export type RecordedAnswer = StepAnswer & { step: string };

/**
 * The chain after `answers`, each checked against the step the chain asks for before it is taken: a missing,
 * repeated or reordered answer is refused (`ChainStepOutOfOrder`), never applied to the wrong step.
 */
export function replayAnswers<TOptions, TChain>(rules: AttackRules<TOptions, TChain>, start: TChain, answers: readonly RecordedAnswer[]): TChain {
  let chain = start;
  for (const answer of answers) {
    const pending = rules.pending(chain);
    if (!pending || pending.step !== answer.step) {
      throw new RulesError("ChainStepOutOfOrder", `The attack chain expects ${pending?.step ?? "nothing more"}, not ${answer.step}.`, {
        expected: pending?.step ?? "done",
        got: answer.step,
      });
    }
    chain = rules.advance(chain, answer);
  }
  return chain;
}
