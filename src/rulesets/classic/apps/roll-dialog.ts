import { currentRollMode } from "../../../compat";
import { dialogOptions, dialogParts, FormDialog, type DialogFormConfig } from "../../../apps/dialogs/form-dialog";
import type { StorytellerActorData } from "../data/actor/base";
import { rollTraitPool } from "../dice/roll-trait";
import type { RollTrait } from "../dice/roll-request";
import { readClassicOptions } from "../settings";
import { ROLL_MODES, rollDialogContext, type RollDialogContext, type RollFormValues, type RollMode } from "./context/roll-request";
import { speakerFor } from "../../../documents/speaker";
import { activeRoundBridge } from "../round/bridge";
import { EXTRA_DICE_RANGE, type RollSituation } from "../dice/roll-request";
import { readNumberInput } from "../../../data/fields/number-input";
import { requestPower } from "../requests/chronicle-power";

/**
 * Where a sheet roll is made: on the character's own turn of a running round it is that declared action, with its
 * multiple-action penalty (000 §2.2); at any time its statuses count (blindness, 000 §2.10).
 */
export function rollSituationOf(actor: Actor.Implementation, system: StorytellerActorData): RollSituation {
  const bridge = activeRoundBridge();
  const turn = bridge.attackTurn(actor.id ?? "");
  return {
    multipleActionPenalty: turn.kind === "action" && turn.penalty !== 0 ? -Math.abs(turn.penalty) : 0,
    statuses: system.stats.statuses.map((status) => ({ ...status })),
    round: bridge.round(actor.id ?? ""),
  };
}

export interface RollDialogOptions {
  actor: Actor.Implementation;
  first: RollTrait;
  second?: RollTrait | "";
  difficulty?: number;
  /**
   * A power used from the sheet: its traits and difficulty are fixed, the player chooses extra dice and Willpower,
   * and the roll goes through the chronicle's power request, which spends the power's costs with it.
   */
  power?: { itemId: string; name: string };
}

function isRollMode(value: string): value is RollMode {
  return (ROLL_MODES as readonly string[]).includes(value);
}

/**
 * The roll dialog: a second trait, difficulty, specialty, Willpower and extra dice, with the exact odds of
 * the pool redrawn as the player changes them. Its logic is `rollDialogContext` / `rollRequest`.
 */
export class RollDialog extends FormDialog<RollDialogContext & { power: { name: string } | null }, RollFormValues> {
  static override DEFAULT_OPTIONS = dialogOptions({ classes: ["stc-roll-dialog"], title: "STC.Classic.Roll.Title", icon: "fa-solid fa-dice-d10", width: 380 });

  static override PARTS = dialogParts({ fields: "classic/dialog/roll-fields.hbs", summary: "classic/dialog/roll-summary.hbs" });

  readonly actor: Actor.Implementation;
  readonly power: { itemId: string; name: string } | null;
  values: RollFormValues;
  rollMode: RollMode;

  constructor({ actor, first, second = "", difficulty = 6, power }: RollDialogOptions) {
    super();
    this.actor = actor;
    this.power = power ?? null;
    this.values = { first, second, difficulty: String(difficulty), extraDice: "0", specialty: false, willpower: false };
    this.rollMode = currentRollMode();
  }

  override get title(): string {
    if (this.power) return game.i18n?.format("STC.Classic.Chronicle.Sheet.UsePowerTitle", { name: this.actor.name, power: this.power.name }) ?? this.power.name;
    return game.i18n?.format("STC.Classic.Roll.TitleFor", { name: this.actor.name }) ?? this.actor.name;
  }

  private get system(): StorytellerActorData {
    return this.actor.system as unknown as StorytellerActorData;
  }

  /**
   * The dialog's context. A power's pool is previewed as the power request plans it: its traits less wounds, without
   * the round's other penalties, which a power's roll does not take (rules/chronicle/power-use.ts).
   */
  dialogContext(): RollDialogContext & { power: { name: string } | null } {
    const situation = this.power ? {} : { situation: rollSituationOf(this.actor, this.system) };
    const context = rollDialogContext({ system: this.system, derived: this.system.derived, ...situation }, this.values, readClassicOptions(), this.rollMode, game.i18n?.lang);
    return { ...context, power: this.power ? { name: this.power.name } : null };
  }

  /** Reads the form into `values` (the form is the source of truth while the dialog is open). */
  private readForm(form: HTMLFormElement): void {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "");
    // A power's traits and difficulty are its own, whatever the form sends; it takes no specialty.
    this.values = {
      first: this.values.first,
      second: this.power ? this.values.second : (text("second") as RollTrait | ""),
      difficulty: this.power ? this.values.difficulty : text("difficulty"),
      extraDice: text("extraDice"),
      specialty: !this.power && data.get("specialty") === "on",
      willpower: data.get("willpower") === "on",
    };
    const mode = text("rollMode");
    if (isRollMode(mode)) this.rollMode = mode;
  }

  protected override _onChangeForm(formConfig: DialogFormConfig, event: Event): void {
    super._onChangeForm(formConfig, event);
    this.readForm(this.element as HTMLFormElement);
    // Only the summary is drawn again, so the field being typed in keeps its focus.
    void this.render({ parts: ["summary"] });
  }

  protected async sendForm(form: HTMLFormElement): Promise<void> {
    this.readForm(form);
    if (this.power) {
      await this.usePower(this.power.itemId);
      return;
    }
    const roll = await rollTraitPool(
      this.actor as unknown as Parameters<typeof rollTraitPool>[0],
      this.values,
      this.rollMode,
      speakerFor(this.actor),
      rollSituationOf(this.actor, this.system),
    );
    if (roll) await this.finish(this.values);
    else await this.render({ parts: ["summary"] });
  }

  /** The power's roll: only the choices travel; the Storyteller's client rolls and spends (requests/chronicle-power.ts). */
  private async usePower(itemId: string): Promise<void> {
    const { request } = this.dialogContext();
    const extra = readNumberInput(this.values.extraDice === "" ? "0" : this.values.extraDice, EXTRA_DICE_RANGE);
    if (!request.ok || !extra.ok) {
      await this.render({ parts: ["summary"] });
      return;
    }
    const outcome = await requestPower(this.actor, itemId, extra.value, this.values.willpower);
    if (outcome.ok) await this.finish(this.values);
  }
}
