import { traitsNow, type MetCharacter } from "./character";
import { MetError } from "./errors";

/** A grapple's hold (003 Grappling): the holder won a physical challenge with a grapple as its victory condition. */
export interface Hold {
  holder: string;
  victim: string;
}

/** What may break a hold. */
export type HoldEvent =
  | { kind: "letGo" }
  | { kind: "holderMoves" }
  | { kind: "holderPhysicalAction"; target: string }
  | { kind: "victimWinsPhysical"; against: string };

/**
 * Whether the hold breaks (003 Grappling): the holder lets go, moves away, takes a physical action against
 * anyone but the victim, or the victim beats the holder in a physical challenge.
 */
export function holdBreaks(hold: Hold, event: HoldEvent): boolean {
  switch (event.kind) {
    case "letGo":
    case "holderMoves":
      return true;
    case "holderPhysicalAction":
      return event.target !== hold.victim;
    case "victimWinsPhysical":
      return event.against === hold.holder;
  }
}

/** A held victim may physically attack only its holder, and may not move away (003 Grappling). */
export function checkHeldAttack(hold: Hold, target: string): void {
  if (target !== hold.holder) throw new MetError("MetHeldAttack", "A grappled character can physically attack only whoever holds them.", {});
}

/**
 * Steps a holder may drag its victim each round (003 Dragging Opponents): one for more Physical traits, two
 * for more Potence, three for both; none for neither.
 */
export function dragSteps(holder: MetCharacter, victim: MetCharacter): number {
  const traits = traitsNow(holder, "physical") > traitsNow(victim, "physical") ? 1 : 0;
  const potence = holder.potence > victim.potence ? 2 : 0;
  return traits + potence;
}

