import { singleTarget } from "../../../../src/chat/targets";
import { templatePath } from "../../../../src/constants";
import { SystemActorSheet, type ActorSheetOptions, type ActorSheetPrepareOptions, type ActorSheetRenderContext } from "../../../../src/apps/sheets/actor-sheet-base";
import { translate } from "../../../../src/i18n";
import { toyStatsOf, type ToyStats } from "../data/read";
import { requestAttackOn } from "../requests/attack";
import { TOY_GRIT } from "../rules/index";

/** What the toy's sheet draws: the character's name, Grit (with its range) and Health. */
export interface ToySheetContext {
  name: string;
  stats: ToyStats;
  grit: { min: number; max: number };
  editable: boolean;
}

/** What the sheet draws for a character, as its reader may edit it or not. */
export function toySheetContext(actor: Actor.Implementation, editable: boolean): ToySheetContext {
  return { name: actor.name, stats: toyStatsOf(actor), grit: { ...TOY_GRIT }, editable };
}

/** The toy's sheet for characters and Storyteller characters: Grit to edit, Health to read, and the attack button. */
export class ToyActorSheet extends SystemActorSheet<ActorSheetRenderContext & ToySheetContext> {
  static override DEFAULT_OPTIONS: ActorSheetOptions = {
    classes: ["stc-toy-sheet"],
    position: { width: 360, height: 260 },
    actions: { toyAttack: ToyActorSheet.onAttack },
  };

  static override PARTS = { sheet: { template: templatePath("toy/sheet.hbs") } };

  protected override async _prepareContext(options: ActorSheetPrepareOptions): Promise<ActorSheetRenderContext & ToySheetContext> {
    return { ...(await super._prepareContext(options)), ...toySheetContext(this.actor, this.isEditable) };
  }

  /** The attack button: this character strikes the one token its user targets. */
  static async onAttack(this: ToyActorSheet): Promise<void> {
    const target = singleTarget();
    if (!target.ok) {
      ui.notifications?.warn(translate("STC.Toy.Error.OneTarget"));
      return;
    }
    await requestAttackOn(this.actor, target.actor, target.token);
  }
}
