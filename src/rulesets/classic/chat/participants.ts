import type { ClassicStep } from "../rules/combat/chain";
import { AUTOMATIC_DEFENDER_STEPS, stepSide } from "./chain-record";

/** One user as a chain sees them. */
export interface Participant {
  userId: string;
  isGM: boolean;
  /** Began the attack (the card's `startedBy`). */
  startedIt: boolean;
  ownsAttacker: boolean;
  ownsTarget: boolean;
}

/** The world settings that change who answers a step, and whose character the defender is. */
export interface ChainSettings {
  /** Soak and resistance rolls are rolled as soon as they are due, without the defender's click. */
  autoDefenderRolls: boolean;
  /** The Storyteller approves each result before it is written to the target. */
  approveApplication: boolean;
  /**
   * The Storyteller's own characters (no player owns them) roll their soak and resistance as soon as they are due,
   * so the Storyteller is not asked to click a roll with nothing to decide (on by default; off, the Storyteller may
   * spend such a character's Willpower on them).
   */
  storytellerRollsItself: boolean;
  /** A player owns the defender. */
  defenderPlayed: boolean;
}

/** Whether the defender's soak and resistance roll themselves: every defender's do, or this one is the Storyteller's. */
function defenderRollsItself(settings: ChainSettings): boolean {
  return settings.autoDefenderRolls || (settings.storytellerRollsItself && !settings.defenderPlayed);
}

/**
 * Whether `who` may ask for `step`: the attacker's user for the attacker's rolls, the defender's owners for the
 * defence and its rolls, the Storyteller for anything. A result is applied on its own unless the Storyteller
 * approves each; an automatic soak may be set off by the attacker, since the Storyteller's client rolls it.
 * Every step is performed by the active Storyteller's client, which asks this again of the request's sender.
 */
export function mayAsk(who: Participant, step: ClassicStep, settings: ChainSettings): boolean {
  if (who.isGM) return true;
  switch (stepSide(step)) {
    case "attacker":
      return who.startedIt && who.ownsAttacker;
    case "defender":
      return who.ownsTarget || (who.startedIt && defenderRollsItself(settings) && AUTOMATIC_DEFENDER_STEPS.includes(step));
    case "storyteller":
      return !settings.approveApplication && (who.startedIt || who.ownsTarget);
  }
}

/** Steps that follow on their own once the step before is done: the defence roll after its choice, and the settings' own. */
export function isAutomatic(step: ClassicStep, settings: ChainSettings): boolean {
  if (step === "defenceRoll") return true;
  if (AUTOMATIC_DEFENDER_STEPS.includes(step)) return defenderRollsItself(settings);
  if (step === "apply") return !settings.approveApplication;
  return false;
}
