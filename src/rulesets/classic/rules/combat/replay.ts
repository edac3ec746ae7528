import { RulesError } from "../../../../rules/errors";
import type { AttackRules, StepAnswer } from "./attack-rules";
import type { ClassicAttackChain } from "./chain";

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

/**
 * The answers that lead to `chain`, read back from it: what a card would have recorded had the chain been
 * played one step at a time. Replaying them from the same start gives the same chain.
 */
export function answersOf(chain: ClassicAttackChain): RecordedAnswer[] {
  const faces = (record: { result: { dice: { face: number }[] } } | null | undefined): number[] => record?.result.dice.map((die) => die.face) ?? [];
  return chain.history.map((step): RecordedAnswer => {
    switch (step) {
      case "defenceChoice":
        return { step, kind: "defence", choice: chain.defenceChoice ?? { kind: "none" } };
      case "apply":
        return { step, kind: "apply", current: chain.result?.before ?? { health: chain.plan.target.health, statuses: chain.plan.target.statuses } };
      case "attackRoll":
        return { step, kind: "faces", faces: faces(chain.attack) };
      case "defenceRoll":
        return { step, kind: "faces", faces: faces(chain.defence) };
      case "damageRoll":
        return { step, kind: "faces", faces: faces(chain.damage) };
      case "soakRoll":
        return {
          step,
          kind: "faces",
          faces: chain.soak?.result?.dice.map((die) => die.face) ?? [],
          soakChoice: chain.soak?.chosen ?? 0,
          ...(chain.soak?.traits ? { soakTraits: chain.soak.traits } : {}),
        };
      case "effectRoll":
        return { step, kind: "faces", faces: faces(chain.effectRoll), ...(chain.effectRoll?.roll.willpower ? { willpower: true } : {}) };
    }
  });
}
