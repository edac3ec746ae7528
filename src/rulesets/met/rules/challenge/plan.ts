import { MetError } from "../errors";
import { MOB_MAX_RISK } from "./start";

/** One physical attack declared this round: who attacks whom. */
export interface DeclaredAttack {
  attacker: string;
  target: string;
}

/**
 * One challenge of the round's physical fighting:
 * - `mob`: two or more attackers on one target, one challenge through a champion (003 Mob Challenges);
 * - `mutual`: two characters attacking each other, one challenge with both victory conditions (003 Multiple
 *   Participants: Joe's counter-attack on Mark);
 * - `single`: one attacker, one target who is busy elsewhere (003: the frenzied three-way fight).
 * `targetBids`: the traits the target bids to resist, one per attacker up to five.
 */
export interface PlannedChallenge {
  kind: "mob" | "mutual" | "single";
  attackers: string[];
  target: string;
  targetBids: number;
  /** The mob's target strikes back at one of its attackers within the mob's challenge (003: Zach's victory condition). */
  targetStrikesBack: boolean;
}

/**
 * The fewest challenges for the round's physical attacks (003 Mob Challenges: "resolved using as few
 * challenges as possible"): every target of several attackers is one mob challenge; two characters attacking
 * only each other share one challenge; every other attack is its own challenge. Mobs come first, then the other
 * challenges in the order their attacks were declared; the round's order says when each resolves.
 */
export function planChallenges(attacks: readonly DeclaredAttack[]): PlannedChallenge[] {
  const seen = new Set<string>();
  for (const attack of attacks) {
    if (attack.attacker === attack.target) throw new MetError("MetChallengeSelf", `${attack.attacker} cannot challenge themselves.`, { who: attack.attacker });
    if (seen.has(attack.attacker)) throw new MetError("MetOneAttackEach", `${attack.attacker} declares one physical attack a round.`, { who: attack.attacker });
    seen.add(attack.attacker);
  }
  const attackersOf = (target: string) => attacks.filter((attack) => attack.target === target).map((attack) => attack.attacker);
  const planned: PlannedChallenge[] = [];
  const placed = new Set<string>();
  // Mobs first, so a mob's target answering one of its attackers is taken into the mob's challenge wherever it was declared.
  const mobbedFirst = [...attacks].sort((a, b) => Number(attackersOf(b.target).length > 1) - Number(attackersOf(a.target).length > 1));
  for (const attack of mobbedFirst) {
    if (placed.has(attack.attacker)) continue;
    const onTarget = attackersOf(attack.target);
    if (onTarget.length > 1) {
      // The target's own attack on one of the mob, where nobody else attacks that one, is its answer within the mob's challenge.
      const answer = attacks.find((other) => other.attacker === attack.target && onTarget.includes(other.target) && attackersOf(other.target).length === 1);
      planned.push({ kind: "mob", attackers: onTarget, target: attack.target, targetBids: Math.min(onTarget.length, MOB_MAX_RISK), targetStrikesBack: answer !== undefined });
      for (const id of onTarget) placed.add(id);
      if (answer) placed.add(attack.target);
      continue;
    }
    const back = attacks.find((other) => other.attacker === attack.target && other.target === attack.attacker);
    if (back && attackersOf(attack.attacker).length === 1) {
      planned.push({ kind: "mutual", attackers: [attack.attacker, attack.target], target: attack.target, targetBids: 1, targetStrikesBack: true });
      placed.add(attack.attacker);
      placed.add(attack.target);
      continue;
    }
    planned.push({ kind: "single", attackers: [attack.attacker], target: attack.target, targetBids: 1, targetStrikesBack: false });
    placed.add(attack.attacker);
  }
  return planned;
}
