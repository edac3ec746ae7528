import { isRoundCombat, type RoundCombat } from "./round-combat";
import { attackTurnFor, defenceOfferFor } from "../rules/turns/round-offers";
import { statusRoundNow } from "../rules/status/now";
import { currentActors } from "../rules/turns/queries";
import { FREE_ROUND, setRoundBridgeLookup, type RoundBridge } from "./bridge";
import { roundContext } from "./context";
import { namedData, RefusedError } from "../../../outcome";
import { requestSpendDefence } from "../requests/spend-defence";
import { opponentsFacing } from "../rules/turns/opponents";

type CombatantDoc = Combatant.Implementation;
type Found = CombatantDoc | "ambiguous" | null;

/**
 * The combatant the attack chain means. The chain names an actor; a combatant or token id is taken as well,
 * and is exact where several tokens of one unlinked actor fight. Among several combatants of one actor the
 * one `prefer` picks is meant; otherwise the answer is ambiguous.
 */
export function resolveCombatant(combat: RoundCombat, ref: string, prefer: (combatant: CombatantDoc) => boolean = () => false): Found {
  const direct = combat.combatants.get(ref) ?? combat.combatants.find((combatant) => combatant.tokenId === ref);
  if (direct) return direct;
  const byActor = combat.combatants.filter((combatant) => combatant.actorId === ref || combatant.actor?.id === ref);
  if (byActor.length <= 1) return byActor[0] ?? null;
  const preferred = byActor.filter(prefer);
  return preferred.length === 1 ? (preferred[0] ?? null) : "ambiguous";
}

const AMBIGUOUS = "STC.Error.CombatantAmbiguous";

/** The name of the actor several combatants share, for the message that asks which token is meant. */
function actorName(combat: RoundCombat, ref: string): string {
  return combat.combatants.find((combatant) => combatant.actorId === ref || combatant.actor?.id === ref)?.actor?.name ?? ref;
}

/**
 * The running round's answers to the attack chain (src/rulesets/classic/round/bridge.ts). Attacks and defence offers are read
 * from the round on any client; spending a defence writes the Combat on the Storyteller's client.
 */
export function combatRoundBridge(combat: RoundCombat): RoundBridge {
  const nameOf = (id: string) => combat.combatants.get(id)?.name;
  const acting = (combatant: CombatantDoc) => {
    const state = combat.roundState;
    return state !== null && currentActors(state).includes(combatant.id ?? "");
  };
  return {
    round: () => combat.roundState?.round ?? combat.round,
    attackTurn(attackerActorId) {
      const state = combat.roundState;
      const attacker = resolveCombatant(combat, attackerActorId, acting);
      if (!state || attacker === null) return { kind: "free" };
      if (attacker === "ambiguous") return { kind: "refused", reasonKey: AMBIGUOUS, data: { name: actorName(combat, attackerActorId) } };
      const answer = attackTurnFor(state, attacker.id ?? "");
      if (answer.kind === "refused") return { kind: "refused", reasonKey: `STC.Error.${answer.key}`, data: namedData(answer.data, nameOf) };
      const actionKey = [combat.id ?? "", state.roundId ?? state.round, answer.combatantId, answer.actionIndex].join(".");
      return { kind: "action", combatantId: answer.combatantId, actionIndex: answer.actionIndex, penalty: answer.penalty, actionKey, willpower: answer.willpower, willpowerSpent: answer.willpowerSpent };
    },
    defenceOffer(defenderActorId, attackerActorId, defence) {
      const state = combat.roundState;
      const defender = resolveCombatant(combat, defenderActorId);
      const attacker = resolveCombatant(combat, attackerActorId, acting);
      if (!state || defender === null || attacker === null) return { kind: "free" };
      if (defender === "ambiguous" || attacker === "ambiguous") return { kind: "none", reasonKey: AMBIGUOUS, data: { name: actorName(combat, defender === "ambiguous" ? defenderActorId : attackerActorId) } };
      const answer = defenceOfferFor(roundContext(state), state, defender.id ?? "", attacker.id ?? "", defence);
      if (answer.kind === "none") return { kind: "none", reasonKey: `STC.Error.${answer.key}`, data: namedData(answer.data, nameOf) };
      if (answer.kind === "declared") return { kind: "declared", penalty: answer.penalty, cap: answer.cap, ...(answer.willpower ? { willpower: true } : {}) };
      return { kind: answer.kind, penalty: answer.penalty, cap: answer.cap };
    },
    spendDefence(defenderActorId, attackerActorId, defence, payment) {
      const defender = resolveCombatant(combat, defenderActorId);
      const attacker = resolveCombatant(combat, attackerActorId, acting);
      if (!combat.roundState || defender === null || attacker === null) return FREE_ROUND.spendDefence(defenderActorId, attackerActorId, defence, payment);
      if (defender === "ambiguous" || attacker === "ambiguous") {
        const refusal = { key: "STC.Error.CombatantAmbiguous", data: { name: actorName(combat, defender === "ambiguous" ? defenderActorId : attackerActorId) } };
        return Promise.reject(new RefusedError(refusal));
      }
      return requestSpendDefence(combat, defender.id ?? "", attacker.id ?? "", defence, payment);
    },
    opponents(defenderActorId, attackerActorId) {
      const state = combat.roundState;
      const defender = resolveCombatant(combat, defenderActorId);
      const attacker = resolveCombatant(combat, attackerActorId, acting);
      if (!state || defender === null || defender === "ambiguous") return FREE_ROUND.opponents(defenderActorId, attackerActorId);
      return opponentsFacing(state, defender.id ?? "", attacker === null || attacker === "ambiguous" ? "" : (attacker.id ?? ""));
    },
    willpowerTurn(actorId) {
      const state = combat.roundState;
      const combatant = resolveCombatant(combat, actorId);
      if (!state || combatant === null || combatant === "ambiguous") return null;
      const spent = state.combatants.find((entry) => entry.id === combatant.id)?.spent.willpower ?? 0;
      // The same prefix as an attack's actionKey above, so the attack cards of this turn can be told apart.
      return { key: [combat.id ?? "", state.roundId ?? state.round].join("."), spent };
    },
  };
}

/** Every combat with a round running. */
function runningFights(): RoundCombat[] {
  const fights: RoundCombat[] = [];
  for (const combat of game.combats ?? []) if (isRoundCombat(combat) && combat.started && combat.roundState !== null) fights.push(combat);
  return fights;
}

/**
 * The fight an actor is in: the running combat that has a combatant for it. `game.combat` is only the
 * encounter this client's tracker is *viewing*, which a Storyteller may have turned to another one; it
 * decides only between several fights the actor is in at once.
 */
export function fightOf(actorId: string): RoundCombat | null {
  if (!actorId) return null;
  const fights = runningFights().filter((combat) => resolveCombatant(combat, actorId) !== null);
  if (fights.length <= 1) return fights[0] ?? null;
  return fights.find((combat) => combat.id === game.combat?.id) ?? fights[0] ?? null;
}

/** Each answer comes from the fight the attacker is in, or is free when it is in none. */
const FIGHTS: RoundBridge = {
  round: (actorId) => statusRoundNow(fightOf(actorId)),
  attackTurn: (attackerActorId) => bridgeFor(attackerActorId).attackTurn(attackerActorId),
  defenceOffer: (defenderActorId, attackerActorId, defence) => bridgeFor(attackerActorId).defenceOffer(defenderActorId, attackerActorId, defence),
  spendDefence: (defenderActorId, attackerActorId, defence, payment) => bridgeFor(attackerActorId).spendDefence(defenderActorId, attackerActorId, defence, payment),
  opponents: (defenderActorId, attackerActorId) => bridgeFor(attackerActorId).opponents(defenderActorId, attackerActorId),
  willpowerTurn: (actorId, attackerActorId) => bridgeFor(attackerActorId).willpowerTurn(actorId, attackerActorId),
};

function bridgeFor(attackerActorId: string): RoundBridge {
  const fight = fightOf(attackerActorId);
  return fight ? combatRoundBridge(fight) : FREE_ROUND;
}

/** Installs the lookup `activeRoundBridge()` uses: the fights, while any has a round running. */
export function installRoundBridge(): void {
  setRoundBridgeLookup(() => (runningFights().length ? FIGHTS : null));
}
