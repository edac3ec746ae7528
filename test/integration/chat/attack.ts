import { openAttack } from "../../../src/rulesets/classic/apps/attack-dialog";
import type { AttackFormValues } from "../../../src/rulesets/classic/apps/attack-form";
import { chainRecord, type ChainMessage } from "../../../src/rulesets/classic/chat/documents";
import { replayChain } from "../../../src/rulesets/classic/chat/chain-record";
import { requestStep } from "../../../src/rulesets/classic/requests/chain-step";
import { launchAttack } from "../../../src/rulesets/classic/chat/start-attack";
import type { StepRequest } from "../../../src/rulesets/classic/chat/step-request";
import type { ClassicAttackChain } from "../../../src/rulesets/classic/rules/combat/chain";
import { actAs, standInGame } from "../stand-in/install";
import type { StandInToken } from "../stand-in/token";
import type { StandInUser } from "../stand-in/user";
import { chainMessage, faces, target, type SystemActor } from "./fixtures";

/**
 * What a user does at the table, through the system's own entry points: targets a token, presses the sheet's
 * attack button (the dialog opens), changes the dialog's fields and presses Roll.
 */
export async function attack(
  user: StandInUser,
  attacker: SystemActor,
  itemName: string | null,
  on: StandInToken,
  values: Partial<AttackFormValues> = {},
  dice: number[] = [],
): Promise<ChainMessage> {
  actAs(user);
  target(user, on);
  const item = itemName ? attacker.items.getName(itemName) : null;
  if (itemName && !item) throw new Error(`${attacker.name} has no item ${itemName}.`);
  const dialog = await openAttack(attacker as never, (item ?? null) as never);
  if (!dialog) throw new Error("The attack dialog did not open.");
  faces(...dice);
  const before = standInGame.messages.length;
  const result = await launchAttack(dialog.setup, { ...dialog.values, ...values }, dialog.refs);
  if (!result.ok) throw new Error(`The attack was refused: ${result.key}`);
  return chainMessage(standInGame.messages[before]);
}

/** A press of one of the card's buttons by `user`, with the faces the dice will show. */
export async function press(user: StandInUser, message: ChainMessage, request: Omit<StepRequest, "seen">, dice: number[] = []) {
  actAs(user);
  faces(...dice);
  return requestStep(message, { ...request, seen: message.system.chainAnswers.length });
}

export function chainOf(message: ChainMessage): ClassicAttackChain {
  return replayChain(chainRecord(message));
}
