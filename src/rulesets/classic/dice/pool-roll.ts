import type { AnyObject, EmptyObject } from "fvtt-types/utils";
import { facesOf } from "../../../dice/foundry-dice";
import { templatePath } from "../../../constants";
import { poolOdds } from "../rules/dice/odds";
import { readPool, type PoolResult } from "../rules/dice/pool";
import { checkPoolSpec, type PoolSpec, type RollKind } from "../rules/dice/pool-spec";
import { hiddenPoolCardContext, poolCardContext } from "./pool-card";

type RenderOptions = NonNullable<Parameters<foundry.dice.Roll["render"]>[0]>;

/** What a pool roll keeps in its options, so a message re-renders its card from the roll's own data. */
export interface PoolRollOptions {
  pool: number;
  difficulty: number;
  kind: RollKind;
  doubleTens: boolean;
  willpower: boolean;
  automaticSuccesses: number;
  /** What was rolled, e.g. "Dexterity + Brawl", already in the roller's language. */
  label: string;
}

/**
 * A dice pool rolled with real d10 terms (so Dice So Nice shows them and the roll survives being shared),
 * read by the dice core: its total is the net successes, and its chat card shows each die's part.
 */
export class PoolRoll<Data extends AnyObject = EmptyObject> extends foundry.dice.Roll<Data> {
  static override CHAT_TEMPLATE = templatePath("classic/chat/pool-roll.hbs");

  /** A roll of `spec`'s pool; the spec is checked first, so a bad pool throws before any die is made. */
  static fromSpec(spec: PoolSpec, label: string): PoolRoll {
    const checked = checkPoolSpec(spec);
    const options: PoolRollOptions = {
      pool: checked.pool,
      difficulty: checked.requestedDifficulty,
      kind: checked.kind,
      doubleTens: checked.doubleTens,
      willpower: spec.willpower === true,
      automaticSuccesses: spec.automaticSuccesses ?? 0,
      label,
    };
    return new PoolRoll<EmptyObject>(`${checked.pool}d10`, {}, options as unknown as foundry.dice.Roll.Options);
  }

  get poolOptions(): PoolRollOptions {
    return this.options as unknown as PoolRollOptions;
  }

  get spec(): PoolSpec {
    const { pool, difficulty, kind, doubleTens, willpower, automaticSuccesses } = this.poolOptions;
    return { pool, difficulty, kind, doubleTens, willpower, automaticSuccesses };
  }

  /** The faces the d10 terms showed, in order. */
  get faces(): number[] {
    return facesOf(this);
  }

  /** The dice core's reading of the faces; only once the roll has been evaluated. */
  get poolResult(): PoolResult {
    return readPool(this.faces, this.spec);
  }

  protected override _evaluateTotal(): number {
    return this.poolResult.net;
  }

  override async render({ template = PoolRoll.CHAT_TEMPLATE, isPrivate = false }: RenderOptions = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate();
    const context = isPrivate ? hiddenPoolCardContext() : poolCardContext(this.poolResult, this.poolOptions.label, poolOdds(this.spec), game.i18n?.lang);
    return foundry.applications.handlebars.renderTemplate(template, context);
  }
}
