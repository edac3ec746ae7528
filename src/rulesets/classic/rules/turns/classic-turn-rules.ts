import { classicDeclarationSpending } from "../actions/classic-spending";
import { planClassicActions } from "../actions/classic-plan";
import { fullDefencePenalty } from "../actions/penalties";
import { readInitiative, rollInitiative } from "../dice/initiative";
import { compareClassicInitiative, slowestFirst } from "../initiative/classic-order";
import { entryFromRoll } from "../initiative/order";
import { initiativeScore } from "../initiative/score";
import type { ClassicOptions } from "../ruleset/options";
import type { TurnRules } from "./turn-rules";

/**
 * Classic turns (rules map, Initiative and Action economy; 000 §1-2, 002): Dexterity + Wits + 1d10,
 * higher total first, ties to the higher score, equal score and total simultaneous; declarations from
 * the slowest; multiple actions at N + i − 1 dice; Celerity and Rage actions free of penalty; full
 * defence at one die per defence after the first.
 *
 * `rerollEachRound` off keeps the first round's die: the total is that face on this round's score, so
 * wounds and a knockdown still move the character down the order.
 */
export const classicTurnRules: TurnRules<ClassicOptions> = {
  id: "classic",
  initiativeScore,
  rollInitiative(input, d10, previous, options) {
    const keptFace = !options.rerollEachRound && previous ? previous.faces[0] : undefined;
    const roll = keptFace === undefined ? rollInitiative(input.score, d10) : readInitiative(input.score, keptFace);
    return entryFromRoll(input.combatantId, roll, input.tableIndex);
  },
  compareInitiative: compareClassicInitiative,
  declarationOrder: slowestFirst,
  declarationSpending: classicDeclarationSpending,
  planActions: planClassicActions,
  fullDefencePenalty,
};
