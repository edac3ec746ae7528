import { expect } from "vitest";
import { readLanguage } from "../../../scripts/system-files";
import type { RoundResources } from "../../../src/rulesets/classic/rules/actions/resources";
import type { CharacterStats } from "../../../src/rulesets/classic/rules/character/stats";
import { ABILITIES, ATTRIBUTES, type Ability, type Attribute } from "../../../src/rules/character/traits";
import { COMBAT_DISCIPLINES } from "../../../src/rulesets/classic/rules/character/vocabulary";
import { RulesError } from "../../../src/rules/errors";
import { readInitiative } from "../../../src/rulesets/classic/rules/dice/initiative";
import { entryFromRoll } from "../../../src/rulesets/classic/rules/initiative/order";
import { CLASSIC_DEFAULTS, type ClassicOptions } from "../../../src/rulesets/classic/rules/ruleset/options";
import { ABLE, type RoundCondition } from "../../../src/rulesets/classic/rules/status/schedule";
import { classicTurnRules } from "../../../src/rulesets/classic/rules/turns/classic-turn-rules";
import { roundMachine } from "../../../src/rulesets/classic/rules/turns/round-machine";
import type { RoundCombatantInput, RoundState } from "../../../src/rulesets/classic/rules/turns/round-state";
import type { RoundContext } from "../../../src/rulesets/classic/rules/turns/turn-rules";

const ENGLISH_ERRORS = (readLanguage("en") as { STC: { Error: Record<string, string> } }).STC.Error;

export const classic: RoundContext<ClassicOptions> = { rules: classicTurnRules, options: { ...CLASSIC_DEFAULTS } };
export const round = roundMachine(classic);

/** 000 §1.6: "everyone's stats are" Str 4, Dex 3, Sta 2, Wits 3; Brawl 3, Melee 2, Dodge 3; Willpower 5. */
export function characterStats(id: string, changes: Partial<CharacterStats> & { attributes?: Partial<Record<Attribute, number>>; abilities?: Partial<Record<Ability, number>> } = {}): CharacterStats {
  const attributes = Object.fromEntries(ATTRIBUTES.map((name) => [name, 2])) as Record<Attribute, number>;
  Object.assign(attributes, { strength: 4, dexterity: 3, stamina: 2, wits: 3 }, changes.attributes);
  const abilities = Object.fromEntries(ABILITIES.map((name) => [name, 0])) as Record<Ability, number>;
  Object.assign(abilities, { brawl: 3, firearms: 2, melee: 2, dodge: 3 }, changes.abilities);
  return {
    id,
    name: id,
    creature: "mortal",
    specialties: {},
    willpower: { permanent: 5, current: 5 },
    health: { bashing: 0, lethal: 0, aggravated: 0 },
    armour: { rating: 0, dexterityPenalty: 0 },
    disciplines: Object.fromEntries(COMBAT_DISCIPLINES.map((name) => [name, 0])) as CharacterStats["disciplines"],
    blood: null,
    garou: null,
    statuses: [],
    ignoresWoundPenalties: false,
    ...changes,
    attributes,
    abilities,
  };
}

export const MORTAL: RoundResources = { willpower: { permanent: 5, current: 5 }, blood: null, celerity: 0, rage: null };

let table = 0;
/** A combatant with initiative score + face, ready for `round.begin`. */
export function fighter(
  id: string,
  score: number,
  face: number,
  extra: { resources?: Partial<RoundResources>; condition?: Partial<RoundCondition>; tableIndex?: number } = {},
): RoundCombatantInput {
  return {
    id,
    initiative: entryFromRoll(id, readInitiative(score, face), extra.tableIndex ?? table++),
    resources: { ...MORTAL, ...extra.resources },
    condition: { ...ABLE, ...extra.condition },
  };
}

/** The five of 000 §1.6 with their rolled totals: A 12, T 11, G 9 (wounded −2), D 15, M 8. */
export function workedExampleFighters(): RoundCombatantInput[] {
  return [fighter("A", 6, 6, { tableIndex: 0 }), fighter("T", 6, 5, { tableIndex: 1 }), fighter("G", 4, 5, { tableIndex: 2 }), fighter("D", 6, 9, { tableIndex: 3 }), fighter("M", 6, 2, { tableIndex: 4 })];
}

/** Declares nothing for everyone left to declare, in turn. */
export function declareNothing(state: RoundState): RoundState {
  let next = state;
  while (next.phase === "declaration") {
    const id = next.queue[0]?.combatantIds[0];
    if (id === undefined) break;
    next = round.declare(next, { combatantId: id, actions: [] });
  }
  return next;
}

/** Every action taken, in order, as "id:index", from the round's events. */
export function actedSequence(state: RoundState): string[] {
  return state.events.flatMap((event) => (event.type === "acted" ? [`${event.combatantId}:${event.actionIndex}`] : []));
}

/** Walks every remaining turn to the end of the round. */
export function walkToEnd(state: RoundState): RoundState {
  let next = state;
  let guard = 0;
  while (next.phase === "action" || next.phase === "extra") {
    next = round.advance(next);
    if (++guard > 10_000) throw new Error("the round did not end");
  }
  return next;
}

/** Deep-freezes a value so a test fails if an operation writes to its input. */
export function frozen<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/** Runs `work` and checks it throws a rules error with this key (under STC.Error). */
export function expectRulesError(work: () => unknown, key: string): RulesError {
  let thrown: unknown = null;
  try {
    work();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `expected ${key}`).toBeInstanceOf(RulesError);
  expect((thrown as RulesError).key).toBe(key);
  expect((thrown as RulesError).i18nKey).toBe(`STC.Error.${key}`);
  // The message shown to a person can be filled from the error's data.
  const message = ENGLISH_ERRORS[key];
  expect(message, `STC.Error.${key} in lang/en.json`).toBeTypeOf("string");
  for (const [, name] of (message ?? "").matchAll(/{(\w+)}/g)) expect(Object.keys((thrown as RulesError).data), `{${name}} in ${key}`).toContain(name);
  return thrown as RulesError;
}
