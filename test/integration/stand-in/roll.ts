import type { Source } from "./document";

/** Faces the stand-in's dice will show, in order; running out is a test error, never a random face. */
export const scriptedDice = {
  queue: [] as number[],
  script(faces: number[]): void {
    this.queue.push(...faces);
  },
  next(faces: number): number {
    const face = this.queue.shift();
    if (face === undefined) throw new Error("The stand-in Roll ran out of scripted faces.");
    if (face < 1 || face > faces) throw new Error(`A d${faces} cannot show ${face}.`);
    return face;
  },
  reset(): void {
    this.queue.length = 0;
  },
};

export interface DieResult {
  result: number;
  active: boolean;
}

/** A Die term: `number` dice of `faces` sides and, once evaluated, their results. */
export class StandInDie {
  results: DieResult[] = [];
  constructor(
    readonly number: number,
    readonly faces: number,
  ) {}
  get total(): number {
    return this.results.filter((result) => result.active).reduce((sum, result) => sum + result.result, 0);
  }
}

/**
 * The stand-in `foundry.dice.Roll`: formulas of one `NdX` term (all the system rolls), evaluated with
 * scripted faces. `toMessage` follows Foundry's: it evaluates if needed, puts the roll in the message's
 * `rolls`, and creates the message with the roll mode.
 */
export class StandInRoll {
  static CHAT_TEMPLATE = "templates/dice/roll.html";

  readonly terms: StandInDie[];
  _evaluated = false;
  _total: number | undefined;

  constructor(
    readonly formula: string,
    readonly data: Source = {},
    readonly options: Source = {},
  ) {
    const match = /^(\d+)d(\d+)$/.exec(formula.trim());
    if (!match) throw new Error(`The stand-in Roll reads only "NdX" formulas, not "${formula}".`);
    this.terms = [new StandInDie(Number(match[1]), Number(match[2]))];
  }

  get dice(): StandInDie[] {
    return this.terms;
  }

  get total(): number | undefined {
    return this._total;
  }

  async evaluate(): Promise<this> {
    for (const term of this.terms) {
      term.results = Array.from({ length: term.number }, () => ({ result: scriptedDice.next(term.faces), active: true }));
    }
    this._evaluated = true;
    this._total = this._evaluateTotal();
    return this;
  }

  protected _evaluateTotal(): number {
    return this.terms.reduce((sum, term) => sum + term.total, 0);
  }

  async render(): Promise<string> {
    return String(this.total);
  }

  /**
   * Foundry 13 (client/dice/roll.mjs): the roll mode given, else the user's `core.rollMode`, applied to the
   * message data before it is created. Foundry 14: the message mode (`messageMode`), else the user's
   * `core.messageMode`; the old `rollMode` option names no message mode and is not applied.
   */
  async toMessage(messageData: Source = {}, { rollMode, messageMode, create = true }: { rollMode?: string; messageMode?: string; create?: boolean } = {}): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    const game = (globalThis as unknown as { game: { user: { id: string }; release: { generation: number }; settings: { get(scope: string, key: string): unknown } } }).game;
    const ChatMessage = (globalThis as unknown as {
      ChatMessage: { create(data: Source, options?: Source): Promise<unknown>; applyRollMode(data: Source, mode: string): Source; applyMode(data: Source, mode: string): Source };
    }).ChatMessage;
    const data: Source = { author: game.user.id, content: String(this.total), ...messageData, rolls: [this] };
    if (game.release.generation >= 14) ChatMessage.applyMode(data, messageMode || String(game.settings.get("core", "messageMode")));
    else ChatMessage.applyRollMode(data, rollMode && rollMode !== "roll" ? rollMode : String(game.settings.get("core", "rollMode")));
    if (!create) return data;
    return ChatMessage.create(data);
  }

  /** Foundry stores a roll as JSON naming its class; `fromData` finds the class in CONFIG.Dice.rolls by that name. */
  toJSON(): Source {
    return { class: this.constructor.name, formula: this.formula, options: this.options, evaluated: this._evaluated, terms: this.terms.map((term) => ({ number: term.number, faces: term.faces, results: term.results })) };
  }

  static fromData(data: Source): StandInRoll {
    const config = (globalThis as unknown as { CONFIG: { Dice: { rolls: (typeof StandInRoll)[] } } }).CONFIG;
    const RollClass = config.Dice.rolls.find((candidate) => candidate.name === data.class) ?? StandInRoll;
    const roll = new RollClass(String(data.formula), {}, (data.options as Source) ?? {});
    (data.terms as { results: DieResult[] }[]).forEach((term, index) => {
      const target = roll.terms[index];
      if (target) target.results = term.results.map((result) => ({ ...result }));
    });
    roll._evaluated = data.evaluated === true;
    if (roll._evaluated) roll._total = roll._evaluateTotal();
    return roll;
  }
}
