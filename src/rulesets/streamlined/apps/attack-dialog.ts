import { dialogOptions, dialogParts, FormDialog } from "../../../apps/dialogs/form-dialog";
import { refusalOf, refusalText } from "../../../outcome";
import { STREAMLINED_ATTACK_KINDS } from "../data/chat";
import { weaponOf } from "../data/read";
import type { StreamlinedAttackKind } from "../rules/chain";
import { say } from "../chat/documents";
import { singleTarget } from "../chat/refs";
import { launchAttack, type StartAnswer } from "../requests/attack-start";
import { attackDialogContext, type AttackChoices, type AttackDialogContext } from "./attack-dialog-context";

/** The dialog's choices read from its form; an unknown value keeps the one it had. */
export function readAttackChoices(data: FormData, previous: AttackChoices, weaponIds: readonly string[]): AttackChoices {
  const kind = String(data.get("kind") ?? previous.kind);
  const itemId = String(data.get("itemId") ?? previous.itemId);
  return {
    kind: (STREAMLINED_ATTACK_KINDS as readonly string[]).includes(kind) ? (kind as StreamlinedAttackKind) : previous.kind,
    itemId: itemId === "" || weaponIds.includes(itemId) ? itemId : previous.itemId,
    surprised: data.get("surprised") === "on",
  };
}

/**
 * The attack dialog (001 Attacking and Defending, Grapples, Damage and the Downed): the kind of attack, the
 * weapon, and for the Storyteller whether the target is surprised. Rolling begins the chain in chat.
 */
export class StreamlinedAttackDialog extends FormDialog<AttackDialogContext, AttackChoices> {
  static override DEFAULT_OPTIONS = dialogOptions({ classes: ["stc-attack-dialog", "stc-streamlined-dialog"], title: "STC.Streamlined.Attack.Title", icon: "fa-solid fa-hand-fist", width: 380 });

  static override PARTS = dialogParts({ fields: "streamlined/attack-dialog.hbs" });

  choices: AttackChoices;

  constructor(
    readonly attacker: Actor.Implementation,
    readonly targetName: string,
    itemId: string,
  ) {
    super();
    this.choices = { kind: "attack", itemId, surprised: false };
  }

  private get weapons(): { id: string; name: string; pool: { attribute: string; skill: string } }[] {
    return this.attacker.items.contents.filter((item) => item.type === "weapon").map((item) => ({ id: item.id ?? "", name: item.name, pool: weaponOf(item) }));
  }

  override get title(): string {
    return say("STC.Streamlined.Attack.TitleFor", { attacker: this.attacker.name, target: this.targetName });
  }

  dialogContext(): AttackDialogContext {
    return attackDialogContext({ weapons: this.weapons, choices: this.choices, storyteller: game.user?.isGM === true }, (key, data) => say(key, data ?? {}));
  }

  /** Asks for the attack with the dialog's choices; closes once the card exists. */
  async roll(): Promise<StartAnswer> {
    const answer = await launchAttack(this.attacker, this.choices);
    if (answer.ok) await this.finish(this.choices);
    return answer;
  }

  protected async sendForm(form: HTMLFormElement): Promise<void> {
    this.choices = readAttackChoices(new FormData(form), this.choices, this.weapons.map((weapon) => weapon.id));
    await this.roll();
  }
}

/**
 * Opens the attack dialog for `itemId` (a weapon, or "" for bare hands) on the one token this user targets:
 * what the sheet's attack buttons call. Without exactly one target a translated message says why.
 */
export async function openStreamlinedAttack(actor: Actor.Implementation, itemId: string): Promise<StreamlinedAttackDialog | null> {
  let target;
  try {
    target = singleTarget();
  } catch (error) {
    ui.notifications?.warn(refusalText(refusalOf(error)));
    return null;
  }
  const dialog = new StreamlinedAttackDialog(actor, target.actor.name, itemId);
  await dialog.render({ force: true });
  return dialog;
}
