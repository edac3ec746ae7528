import type { ClassicStep } from "../rules/combat/chain";
import { AUTOMATIC_DEFENDER_STEPS, stepSide } from "./chain-record";

/** One user as a chain sees them. */
export interface Participant {
  userId: string;
  isGM: boolean;
  /** Wrote the chain's message: the user who began the attack. */
  isAuthor: boolean;
  ownsAttacker: boolean;
  ownsTarget: boolean;
}

/** The world settings that change who answers a step. */
export interface ChainSettings {
  /** Soak and resistance rolls are rolled as soon as they are due, without the defender's click. */
  autoDefenderRolls: boolean;
  /** The Storyteller approves each result before it is written to the target. */
  approveApplication: boolean;
}

/**
 * Whether `who` may ask for `step`: the attacker's user for the attacker's rolls, the defender's owners for the
 * defence and its rolls, the Storyteller for anything. A result is applied on its own unless the Storyteller
 * approves each; an automatic soak may be set off by the attacker's own client, since the Storyteller rolls it.
 */
export function mayAsk(who: Participant, step: ClassicStep, settings: ChainSettings): boolean {
  if (who.isGM) return true;
  switch (stepSide(step)) {
    case "attacker":
      return who.isAuthor && who.ownsAttacker;
    case "defender":
      return who.ownsTarget || (who.isAuthor && settings.autoDefenderRolls && AUTOMATIC_DEFENDER_STEPS.includes(step));
    case "storyteller":
      return !settings.approveApplication && (who.isAuthor || who.ownsTarget);
  }
}

/**
 * Whether `who`'s own client performs `step`: it must be able to write the message (its author, or a
 * Storyteller) and, for the defender's steps and the result, own the target too; a defence choice is always the
 * Storyteller's client's, since it spends the defence in the round. Otherwise the active Storyteller's client
 * performs it, and rolls its dice.
 */
export function performsHere(who: Participant, step: ClassicStep): boolean {
  if (who.isGM) return true;
  // A defence is spent in the combat round, which only the Storyteller's client writes (src/round/bridge.ts).
  if (!who.isAuthor || step === "defenceChoice") return false;
  return stepSide(step) === "attacker" || who.ownsTarget;
}

/** Steps that follow on their own once the step before is done: the defence roll after its choice, and the settings' own. */
export function isAutomatic(step: ClassicStep, settings: ChainSettings): boolean {
  if (step === "defenceRoll") return true;
  if (AUTOMATIC_DEFENDER_STEPS.includes(step)) return settings.autoDefenderRolls;
  if (step === "apply") return !settings.approveApplication;
  return false;
}
