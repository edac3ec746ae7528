import { resolveActor } from "../../../../src/chat/records";
import { templatePath } from "../../../../src/constants";
import type { CardActions } from "../../../../src/data/chat/card-data";
import { translate } from "../../../../src/i18n";
import { ToyAttackData } from "../data/chat";
import { requestAttack } from "../requests/attack";
import type { ToyAttackMessage } from "./documents";

export const TOY_ATTACK_TEMPLATE = templatePath("toy/attack-card.hbs");

/** The card's one button: the same attacker strikes the same target again. */
const TOY_ATTACK_ACTIONS: CardActions<ToyAttackMessage> = {
  toyAttackAgain: (message) => requestAttack(message.system.attacker, message.system.target),
};

/** A toy attack's card: the die, whether it hit, and the target's Health after it. */
export class ToyAttackCard extends ToyAttackData {
  static override readonly TEMPLATE = TOY_ATTACK_TEMPLATE;
  static override readonly ACTIONS: CardActions = TOY_ATTACK_ACTIONS;

  override cardContext() {
    const name = (ref: { actorId: string; tokenUuid: string }) => resolveActor(ref)?.name ?? translate("STC.Toy.Card.Gone");
    const attacker = name(this.attacker);
    const target = name(this.target);
    return {
      title: translate("STC.Toy.Card.Title", { attacker, target }),
      face: this.face,
      hit: this.hit,
      outcome: translate(this.hit ? "STC.Toy.Card.Hit" : "STC.Toy.Card.Miss", { target, health: this.health }),
    };
  }
}

/** The toy's ChatMessage subtypes, each with the model that stores it and draws its card. */
export const TOY_CHAT_MODELS = { toyAttack: ToyAttackCard } as const;
