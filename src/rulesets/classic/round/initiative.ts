import { InitiativeRoll } from "../dice/initiative-roll";
import type { CharacterStats } from "../rules/character/stats";
import type { InitiativeEntry } from "../rules/initiative/order";
import { roundInitiativeScore } from "../rules/initiative/score";
import type { ClassicOptions } from "../rules/ruleset/options";
import type { RoundContext } from "../rules/turns/turn-rules";
import { statsOf } from "./combatant-stats";
import { preRolledDie, type TurnListCombatant } from "./turn-list";
import { outOfFight } from "../../../round/out-of-fight";

export interface InitiativeCandidate {
  combatant: TurnListCombatant & { name?: string; hidden: boolean };
  /** Its place on the tracker, for rulesets that break ties by it. */
  tableIndex: number;
}

export interface RolledInitiative {
  combatantId: string;
  name: string;
  hidden: boolean;
  stats: CharacterStats;
  /** Out of the fight this round (`outOfFight`). */
  defeated: boolean;
  entry: InitiativeEntry;
  /** The die rolled now, or null when the rules kept an earlier one. */
  roll: InitiativeRoll | null;
}

/**
 * Rolls a round's initiative (000 §1.1-1.2, 002 ¶2): the score is Dexterity + Wits less wounds and a
 * knockdown's penalty (`roundInitiativeScore`); the rules decide whether a die is rolled (`rerollEachRound`)
 * and a real d10 is rolled only when they ask for one. A die the Storyteller rolled before the combat began
 * stands for the first round. Combatants without a character have no initiative and are left out.
 */
export async function rollInitiatives(
  ctx: RoundContext<ClassicOptions>,
  candidates: readonly InitiativeCandidate[],
  round: number,
  previous: ReadonlyMap<string, InitiativeEntry> = new Map(),
  { freshDice = false }: { freshDice?: boolean } = {},
): Promise<RolledInitiative[]> {
  const rolled: RolledInitiative[] = [];
  for (const { combatant, tableIndex } of candidates) {
    const stats = statsOf(combatant);
    if (!stats || !combatant.id) continue;
    const input = { combatantId: combatant.id, score: roundInitiativeScore(stats, round), tableIndex };
    const before = previous.get(combatant.id) ?? null;
    let needsDie = false;
    ctx.rules.rollInitiative(input, () => ((needsDie = true), 1), before, ctx.options);
    let roll: InitiativeRoll | null = null;
    let face = freshDice ? null : preRolledDie(combatant, round);
    if (needsDie && face === null) {
      roll = InitiativeRoll.forScore(input.score);
      await roll.evaluate();
      face = roll.face;
    }
    const die = face;
    const entry = ctx.rules.rollInitiative(input, () => die ?? Number.NaN, before, ctx.options);
    rolled.push({ combatantId: combatant.id, name: combatant.name ?? "", hidden: combatant.hidden, stats, defeated: outOfFight(combatant), entry, roll });
  }
  return rolled;
}
