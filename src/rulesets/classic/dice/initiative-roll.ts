import type { AnyObject, EmptyObject } from "fvtt-types/utils";

/** What an initiative roll keeps in its options: the score its die is added to (000 §1.1-1.2). */
export interface InitiativeRollOptions {
  score: number;
}

/**
 * One combatant's initiative die (000 §1.2, 002 ¶2): a real d10 term, so the die shows and animates in chat,
 * whose total is the face plus the initiative score. A 1 is only a 1 (000 §1.3). Which die counts, and how
 * ties fall, is the rules' business (src/rulesets/classic/rules/initiative).
 */
export class InitiativeRoll<Data extends AnyObject = EmptyObject> extends foundry.dice.Roll<Data> {
  static forScore(score: number): InitiativeRoll {
    const options: InitiativeRollOptions = { score };
    return new InitiativeRoll<EmptyObject>("1d10", {}, options as unknown as foundry.dice.Roll.Options);
  }

  get score(): number {
    return (this.options as unknown as InitiativeRollOptions).score;
  }

  /** The face the die showed; only once evaluated. */
  get face(): number {
    return this.dice[0]?.results.find((result) => result.active !== false)?.result ?? Number.NaN;
  }

  protected override _evaluateTotal(): number {
    return this.face + this.score;
  }
}
