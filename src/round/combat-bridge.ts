import type { StorytellerCombat } from "../documents/combat";
import { attackTurnFor, defenceOfferFor } from "../rules/turns/round-offers";
import { currentActors } from "../rules/turns/queries";
import { FREE_ROUND, setRoundBridgeLookup, type RoundBridge } from "./bridge";
import { roundContext } from "./context";
import { namedData, refusalText, RoundRefusedError } from "./refusal";
import { requestSpendDefence } from "./requests";

type CombatantDoc = Combatant.Implementation;
type Found = CombatantDoc | "ambiguous" | null;

/**
 * The combatant the attack chain means. The chain names an actor; a combatant or token id is taken as well,
 * and is exact where several tokens of one unlinked actor fight. Among several combatants of one actor the
 * one `prefer` picks is meant; otherwise the answer is ambiguous.
 */
export function resolveCombatant(combat: StorytellerCombat, ref: string, prefer: (combatant: CombatantDoc) => boolean = () => false): Found {
  const direct = combat.combatants.get(ref) ?? combat.combatants.find((combatant) => combatant.tokenId === ref);
  if (direct) return direct;
  const byActor = combat.combatants.filter((combatant) => combatant.actorId === ref || combatant.actor?.id === ref);
  if (byActor.length <= 1) return byActor[0] ?? null;
  const preferred = byActor.filter(prefer);
  return preferred.length === 1 ? (preferred[0] ?? null) : "ambiguous";
}

const AMBIGUOUS = "STC.Error.CombatantAmbiguous";

/** The name of the actor several combatants share, for the message that asks which token is meant. */
function actorName(combat: StorytellerCombat, ref: string): string {
  return combat.combatants.find((combatant) => combatant.actorId === ref || combatant.actor?.id === ref)?.actor?.name ?? ref;
}

/**
 * The running round's answers to the attack chain (src/round/bridge.ts). Attacks and defence offers are read
 * from the round on any client; spending a defence writes the Combat on the Storyteller's client.
 */
export function combatRoundBridge(combat: StorytellerCombat): RoundBridge {
  const nameOf = (id: string) => combat.combatants.get(id)?.name;
  const acting = (combatant: CombatantDoc) => {
    const state = combat.roundState;
    return state !== null && currentActors(state).includes(combatant.id ?? "");
  };
  return {
    attackTurn(attackerActorId) {
      const state = combat.roundState;
      const attacker = resolveCombatant(combat, attackerActorId, acting);
      if (!state || attacker === null) return { kind: "free" };
      if (attacker === "ambiguous") return { kind: "refused", reasonKey: AMBIGUOUS, data: { name: actorName(combat, attackerActorId) } };
      const answer = attackTurnFor(state, attacker.id ?? "");
      if (answer.kind === "refused") return { kind: "refused", reasonKey: `STC.Error.${answer.key}`, data: namedData(answer.data, nameOf) };
      const actionKey = [combat.id ?? "", state.roundId ?? state.round, answer.combatantId, answer.actionIndex].join(".");
      return { kind: "action", combatantId: answer.combatantId, actionIndex: answer.actionIndex, penalty: answer.penalty, actionKey };
    },
    defenceOffer(defenderActorId, attackerActorId, defence) {
      const state = combat.roundState;
      const defender = resolveCombatant(combat, defenderActorId);
      const attacker = resolveCombatant(combat, attackerActorId, acting);
      if (!state || defender === null || attacker === null) return { kind: "free" };
      if (defender === "ambiguous" || attacker === "ambiguous") return { kind: "none", reasonKey: AMBIGUOUS, data: { name: actorName(combat, defender === "ambiguous" ? defenderActorId : attackerActorId) } };
      const answer = defenceOfferFor(roundContext(), state, defender.id ?? "", attacker.id ?? "", defence);
      if (answer.kind === "none") return { kind: "none", reasonKey: `STC.Error.${answer.key}`, data: namedData(answer.data, nameOf) };
      return { kind: answer.kind, penalty: answer.penalty, cap: answer.cap };
    },
    spendDefence(defenderActorId, attackerActorId, defence, payment) {
      const defender = resolveCombatant(combat, defenderActorId);
      const attacker = resolveCombatant(combat, attackerActorId, acting);
      if (!combat.roundState || defender === null || attacker === null) return FREE_ROUND.spendDefence(defenderActorId, attackerActorId, defence, payment);
      if (defender === "ambiguous" || attacker === "ambiguous") {
        const refusal = { key: "CombatantAmbiguous", data: { name: actorName(combat, defender === "ambiguous" ? defenderActorId : attackerActorId) } };
        return Promise.reject(new RoundRefusedError(refusal, refusalText(refusal, nameOf)));
      }
      return requestSpendDefence(combat, defender.id ?? "", attacker.id ?? "", defence, payment);
    },
  };
}

/** Installs the lookup `activeRoundBridge()` uses: the viewed combat, while it has a round running. */
export function installRoundBridge(): void {
  setRoundBridgeLookup(() => {
    const combat = game.combat as StorytellerCombat | null | undefined;
    return combat?.roundState ? combatRoundBridge(combat) : null;
  });
}
