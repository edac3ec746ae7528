import { shownValue } from "../../../rules/errors";
import type { MetAbility, MetCharacterInput, MetMerit, MetPower } from "../rules/character";
import { CANCELLABLE_KINDS, RETEST_KINDS, type ChallengeSide, type VictoryEffect } from "../rules/challenge";
import { MetError } from "../rules/errors";
import { MET_DAMAGE_TYPES } from "../rules/health";
import { MET_THROWS } from "../rules/throws";
import { MET_ASPECTS, MET_CATEGORIES, type MetAspect, type MetCategory } from "../rules/traits";
import { anything, at, boolean, choice, combatantId, list, notes, object, optional, text, texts, whole, type Json } from "./read";
import type { MetScenario, ScenarioChallenge, ScenarioOrder, ScenarioPlan, ScenarioRound, ScenarioStep } from "./types";

const ASPECTS = MET_CATEGORIES.flatMap((category) => [...MET_ASPECTS[category]]) as MetAspect[];
const SIDE_NAMES = ["challenger", "defender"] as const;

/** `{ "<field>": read }` for the expectation fields a block allows; an unknown one is refused. */
function expectations(value: unknown, path: string, fields: readonly string[]): Record<string, unknown> {
  if (value === undefined) return {};
  const json = object(value, path, fields);
  return Object.fromEntries(Object.entries(json).map(([key, item]) => [key, anything(item)]));
}

function perCategory<T>(value: unknown, path: string, read: (value: unknown, path: string) => T): Partial<Record<MetCategory, T>> {
  const json = object(value, path, MET_CATEGORIES);
  return Object.fromEntries(Object.entries(json).map(([category, item]) => [category, read(item, at(path, category))]));
}

function perSide<T>(value: unknown, path: string, read: (value: unknown, path: string) => T): Partial<Record<ChallengeSide, T>> {
  const json = object(value, path, SIDE_NAMES);
  return Object.fromEntries(Object.entries(json).map(([side, item]) => [side, read(item, at(path, side))]));
}

function combatant(value: unknown, path: string): MetCharacterInput {
  const json = object(value, path, ["id", "name", "traits", "negativeTraits", "abilities", "powers", "merits", "willpower", "blood", "traitMaximum", "potence", "alacrity", "health", "notes"], ["id"]);
  notes(json.notes, at(path, "notes"));
  const traits = optional(json.traits, (item) =>
    perCategory(item, at(path, "traits"), (entries, where) =>
      list(entries, where).map((entry, index) => {
        const trait = object(entry, at(where, index), ["name", "aspect", "count"], ["name", "aspect"]);
        return { name: text(trait.name, at(at(where, index), "name")), aspect: choice(trait.aspect, at(at(where, index), "aspect"), ASPECTS), count: trait.count === undefined ? 1 : whole(trait.count, at(at(where, index), "count"), 1, 30) };
      }),
    ),
  );
  const abilities = optional(json.abilities, (item) =>
    list(item, at(path, "abilities")).map((entry, index): MetAbility => {
      const where = at(at(path, "abilities"), index);
      const ability = object(entry, where, ["name", "levels", "category"], ["name", "category"]);
      return { name: text(ability.name, at(where, "name")), levels: ability.levels === undefined ? 1 : whole(ability.levels, at(where, "levels"), 0, 10), category: choice(ability.category, at(where, "category"), MET_CATEGORIES) };
    }),
  );
  const powers = optional(json.powers, (item) =>
    list(item, at(path, "powers")).map((entry, index): MetPower => {
      const where = at(at(path, "powers"), index);
      const power = object(entry, where, ["name", "category", "aspect", "retest", "lastRetest", "winsTies", "extraActions", "extraActionSource"], ["name", "category"]);
      return {
        name: text(power.name, at(where, "name")),
        category: choice(power.category, at(where, "category"), MET_CATEGORIES),
        ...(power.aspect === undefined ? {} : { aspect: choice(power.aspect, at(where, "aspect"), ASPECTS) }),
        ...(power.retest === undefined ? {} : { retest: boolean(power.retest, at(where, "retest")) }),
        ...(power.lastRetest === undefined ? {} : { lastRetest: boolean(power.lastRetest, at(where, "lastRetest")) }),
        ...(power.winsTies === undefined ? {} : { winsTies: boolean(power.winsTies, at(where, "winsTies")) }),
        ...(power.extraActions === undefined ? {} : { extraActions: whole(power.extraActions, at(where, "extraActions"), 0, 5) }),
        ...(power.extraActionSource === undefined ? {} : { extraActionSource: choice(power.extraActionSource, at(where, "extraActionSource"), ["celerity", "blackMetamorphosis"] as const) }),
      };
    }),
  );
  const merits = optional(json.merits, (item) =>
    list(item, at(path, "merits")).map((entry, index): MetMerit => {
      const where = at(at(path, "merits"), index);
      const merit = object(entry, where, ["name", "category", "retest"], ["name"]);
      return { name: text(merit.name, at(where, "name")), ...(merit.category === undefined ? {} : { category: choice(merit.category, at(where, "category"), MET_CATEGORIES) }), ...(merit.retest === undefined ? {} : { retest: boolean(merit.retest, at(where, "retest")) }) };
    }),
  );
  const willpower = optional(json.willpower, (item) => {
    if (typeof item === "number") return whole(item, at(path, "willpower"), 0, 20);
    const pool = object(item, at(path, "willpower"), ["permanent", "current"], ["permanent", "current"]);
    return { permanent: whole(pool.permanent, at(at(path, "willpower"), "permanent"), 0, 20), current: whole(pool.current, at(at(path, "willpower"), "current"), 0, 20) };
  });
  const blood = optional(json.blood, (item) => {
    if (typeof item === "number") return whole(item, at(path, "blood"), 0, 50);
    const pool = object(item, at(path, "blood"), ["current", "max", "perTurn"], ["current", "max"]);
    const where = at(path, "blood");
    return { current: whole(pool.current, at(where, "current"), 0, 50), max: whole(pool.max, at(where, "max"), 0, 50), ...(pool.perTurn === undefined ? {} : { perTurn: whole(pool.perTurn, at(where, "perTurn"), 1, 20) }) };
  });
  const health = optional(json.health, (item) => {
    const levels = object(item, at(path, "health"), MET_DAMAGE_TYPES);
    const read = (type: (typeof MET_DAMAGE_TYPES)[number]) => (levels[type] === undefined ? 0 : whole(levels[type], at(at(path, "health"), type), 0, 7));
    return { bashing: read("bashing"), lethal: read("lethal"), aggravated: read("aggravated") };
  });
  return {
    id: text(json.id, at(path, "id")),
    ...(json.name === undefined ? {} : { name: text(json.name, at(path, "name")) }),
    ...(traits === undefined ? {} : { traits }),
    ...(json.negativeTraits === undefined ? {} : { negativeTraits: perCategory(json.negativeTraits, at(path, "negativeTraits"), texts) }),
    ...(abilities === undefined ? {} : { abilities }),
    ...(powers === undefined ? {} : { powers }),
    ...(merits === undefined ? {} : { merits }),
    ...(willpower === undefined ? {} : { willpower }),
    ...(blood === undefined ? {} : { blood }),
    ...(json.traitMaximum === undefined ? {} : { traitMaximum: whole(json.traitMaximum, at(path, "traitMaximum"), 1, 30) }),
    ...(json.potence === undefined ? {} : { potence: whole(json.potence, at(path, "potence"), 0, 10) }),
    ...(json.alacrity === undefined ? {} : { alacrity: whole(json.alacrity, at(path, "alacrity"), 0, 10) }),
    ...(health === undefined ? {} : { health }),
  };
}

function effect(value: unknown, path: string): VictoryEffect {
  const json = object(value, path, ["damage", "grapple"]);
  const damage = optional(json.damage, (item) => {
    const levels = object(item, at(path, "damage"), ["levels", "type"], ["levels", "type"]);
    return { levels: whole(levels.levels, at(at(path, "damage"), "levels"), 0, 7), type: choice(levels.type, at(at(path, "damage"), "type"), MET_DAMAGE_TYPES) };
  });
  return { ...(damage ? { damage } : {}), ...(json.grapple === undefined ? {} : { grapple: boolean(json.grapple, at(path, "grapple")) }) };
}

const CHECK_FIELDS = ["phase", "awaiting", "standing", "retests", "cancels", "mayRelent", "bidsRequired", "traits"];

function step(value: unknown, path: string, ids: ReadonlySet<string>): ScenarioStep {
  const json = object(value, path, ["type", "check", "target", "victoryCondition", "effect", "firstTrait", "moreTraits", "defenderCategory", "traits", "challenger", "defender", "side", "kind", "name", "of"]);
  if (json.check !== undefined) {
    object(json, path, ["check"]);
    return { check: expectations(json.check, at(path, "check"), CHECK_FIELDS) };
  }
  const type = choice(json.type, at(path, "type"), ["declare", "bid", "relent", "throws", "callRetest", "cancelRetest", "pass", "chooseVictoryCondition"] as const);
  const only = (fields: readonly string[], required: readonly string[]): Json => object(json, path, ["type", ...fields], required);
  const side = (item: unknown) => choice(item, at(path, "side"), SIDE_NAMES);
  const withEffect = (source: Json) => (source.effect === undefined ? {} : { effect: effect(source.effect, at(path, "effect")) });
  switch (type) {
    case "declare": {
      const event = only(["target", "victoryCondition", "effect", "firstTrait", "moreTraits", "defenderCategory"], ["victoryCondition"]);
      return {
        type,
        victoryCondition: text(event.victoryCondition, at(path, "victoryCondition")),
        ...(event.target === undefined ? {} : { target: combatantId(event.target, at(path, "target"), ids) }),
        ...withEffect(event),
        ...(event.firstTrait === undefined ? {} : { firstTrait: text(event.firstTrait, at(path, "firstTrait")) }),
        ...(event.moreTraits === undefined ? {} : { moreTraits: texts(event.moreTraits, at(path, "moreTraits")) }),
        ...(event.defenderCategory === undefined ? {} : { defenderCategory: choice(event.defenderCategory, at(path, "defenderCategory"), MET_CATEGORIES) }),
      };
    }
    case "bid": {
      const event = only(["traits", "victoryCondition", "effect"], ["traits", "victoryCondition"]);
      return { type, traits: texts(event.traits, at(path, "traits")), victoryCondition: text(event.victoryCondition, at(path, "victoryCondition")), ...withEffect(event) };
    }
    case "relent":
      only([], []);
      return { type };
    case "throws": {
      const event = only(["challenger", "defender"], ["challenger", "defender"]);
      return { type, challenger: choice(event.challenger, at(path, "challenger"), MET_THROWS), defender: choice(event.defender, at(path, "defender"), MET_THROWS) };
    }
    case "callRetest": {
      const event = only(["side", "kind", "name"], ["side", "kind", "name"]);
      return { type, side: side(event.side), kind: choice(event.kind, at(path, "kind"), RETEST_KINDS), name: text(event.name, at(path, "name")) };
    }
    case "cancelRetest": {
      const event = only(["side", "kind", "name"], ["side", "kind", "name"]);
      return { type, side: side(event.side), kind: choice(event.kind, at(path, "kind"), [...CANCELLABLE_KINDS, "darkness"] as const), name: text(event.name, at(path, "name")) };
    }
    case "pass":
      return { type, side: side(only(["side"], ["side"]).side) };
    case "chooseVictoryCondition":
      return { type, of: combatantId(only(["of"], ["of"]).of, at(path, "of"), ids) };
  }
}

const CHALLENGE_EXPECT = ["winner", "success", "victoryCondition", "victoryConditionOf", "affected", "effect", "relented", "traitsLost", "abilitiesSpent", "willpowerSpent", "defenderActionSpent", "waitBeforeRepeat", "standings", "retests", "traits"];

function challenge(value: unknown, path: string, ids: ReadonlySet<string>): ScenarioChallenge {
  const json = object(value, path, ["notes", "kind", "challenger", "defender", "lenders", "difficulty", "needsWin", "situation", "extraAction", "counts", "events", "expect"], ["kind", "challenger", "events"]);
  const kind = choice(json.kind, at(path, "kind"), ["contested", "static", "simple", "mob"] as const);
  const needsDefender = kind === "contested" || kind === "mob";
  if (needsDefender && json.defender === undefined) throw new MetError("MetScenarioFieldMissing", `${at(path, "defender")} is required.`, { path: at(path, "defender") });
  if (!needsDefender && json.defender !== undefined) throw new MetError("MetScenarioFieldUnknown", `${at(path, "defender")}: there is no such field here.`, { path: at(path, "defender") });
  if ((kind === "mob") !== (json.lenders !== undefined)) throw new MetError(kind === "mob" ? "MetScenarioFieldMissing" : "MetScenarioFieldUnknown", `${at(path, "lenders")}: ${kind === "mob" ? "is required" : "there is no such field here"}.`, { path: at(path, "lenders") });
  const lenders = kind === "mob"
    ? list(json.lenders, at(path, "lenders")).map((entry, index) => {
        const where = at(at(path, "lenders"), index);
        const lender = object(entry, where, ["combatant", "traits", "victoryCondition", "effect", "calledNegativeTraits", "extraBids"], ["combatant", "traits", "victoryCondition"]);
        return {
          combatant: combatantId(lender.combatant, at(where, "combatant"), ids),
          traits: texts(lender.traits, at(where, "traits")),
          victoryCondition: text(lender.victoryCondition, at(where, "victoryCondition")),
          ...(lender.effect === undefined ? {} : { effect: effect(lender.effect, at(where, "effect")) }),
          ...(lender.calledNegativeTraits === undefined ? {} : { calledNegativeTraits: texts(lender.calledNegativeTraits, at(where, "calledNegativeTraits")) }),
          ...(lender.extraBids === undefined ? {} : { extraBids: whole(lender.extraBids, at(where, "extraBids"), 0, 10) }),
        };
      })
    : [];
  const situation = optional(json.situation, (item) => {
    const where = at(path, "situation");
    const fields = object(item, where, ["surprise", "defenderPassiveOnly", "blind", "bonusTraits", "moved", "calledNegativeTraits", "extraBids"]);
    return {
      ...(fields.surprise === undefined ? {} : { surprise: boolean(fields.surprise, at(where, "surprise")) }),
      ...(fields.defenderPassiveOnly === undefined ? {} : { defenderPassiveOnly: boolean(fields.defenderPassiveOnly, at(where, "defenderPassiveOnly")) }),
      ...(fields.blind === undefined ? {} : { blind: perSide(fields.blind, at(where, "blind"), boolean) }),
      ...(fields.bonusTraits === undefined ? {} : { bonusTraits: perSide(fields.bonusTraits, at(where, "bonusTraits"), (item2, p) => whole(item2, p, 0, 30)) }),
      ...(fields.moved === undefined ? {} : { moved: perSide(fields.moved, at(where, "moved"), boolean) }),
      ...(fields.calledNegativeTraits === undefined ? {} : { calledNegativeTraits: perSide(fields.calledNegativeTraits, at(where, "calledNegativeTraits"), texts) }),
      ...(fields.extraBids === undefined ? {} : { extraBids: perSide(fields.extraBids, at(where, "extraBids"), (item2, p) => whole(item2, p, 0, 10)) }),
    };
  }) ?? {};
  if (kind === "static" && json.difficulty === undefined) throw new MetError("MetScenarioFieldMissing", `${at(path, "difficulty")} is required.`, { path: at(path, "difficulty") });
  return {
    notes: notes(json.notes, at(path, "notes")),
    kind,
    challenger: combatantId(json.challenger, at(path, "challenger"), ids),
    defender: json.defender === undefined ? null : combatantId(json.defender, at(path, "defender"), ids),
    lenders,
    difficulty: json.difficulty === undefined ? null : whole(json.difficulty, at(path, "difficulty"), 0, 30),
    needsWin: json.needsWin === undefined ? false : boolean(json.needsWin, at(path, "needsWin")),
    situation,
    extraAction: json.extraAction === undefined ? null : text(json.extraAction, at(path, "extraAction")),
    counts: json.counts === undefined ? null : choice(json.counts, at(path, "counts"), MET_CATEGORIES),
    steps: list(json.events, at(path, "events")).map((entry, index) => step(entry, at(at(path, "events"), index), ids)),
    expect: expectations(json.expect, at(path, "expect"), CHALLENGE_EXPECT),
  };
}

function order(value: unknown, path: string, ids: ReadonlySet<string>): ScenarioOrder {
  const json = object(value, path, ["intents", "tieOrder", "expect"], ["intents"]);
  return {
    intents: list(json.intents, at(path, "intents")).map((entry, index) => {
      const where = at(at(path, "intents"), index);
      const intent = object(entry, where, ["combatant", "categories", "fullRound", "timing", "counterAttacks", "extraActions"], ["combatant"]);
      return {
        combatant: combatantId(intent.combatant, at(where, "combatant"), ids),
        categories: intent.categories === undefined ? [] : list(intent.categories, at(where, "categories")).map((item, at2) => choice(item, at(at(where, "categories"), at2), MET_CATEGORIES)),
        ...(intent.fullRound === undefined ? {} : { fullRound: boolean(intent.fullRound, at(where, "fullRound")) }),
        ...(intent.timing === undefined ? {} : { timing: choice(intent.timing, at(where, "timing"), ["initiative", "immediate", "endOfTurn"] as const) }),
        ...(intent.counterAttacks === undefined ? {} : { counterAttacks: combatantId(intent.counterAttacks, at(where, "counterAttacks"), ids) }),
        ...(intent.extraActions === undefined ? {} : { extraActions: texts(intent.extraActions, at(where, "extraActions")) }),
      };
    }),
    tieOrder: json.tieOrder === undefined ? [] : list(json.tieOrder, at(path, "tieOrder")).map((item, index) => combatantId(item, at(at(path, "tieOrder"), index), ids)),
    expect: expectations(json.expect, at(path, "expect"), ["initiative", "immediate", "steps", "endOfTurn", "extraActions"]),
  };
}

function plan(value: unknown, path: string, ids: ReadonlySet<string>): ScenarioPlan {
  const json = object(value, path, ["attacks", "expect"], ["attacks"]);
  return {
    attacks: list(json.attacks, at(path, "attacks")).map((entry, index) => {
      const where = at(at(path, "attacks"), index);
      const attack = object(entry, where, ["attacker", "target"], ["attacker", "target"]);
      return { attacker: combatantId(attack.attacker, at(where, "attacker"), ids), target: combatantId(attack.target, at(where, "target"), ids) };
    }),
    expect: expectations(json.expect, at(path, "expect"), ["challenges"]),
  };
}

function round(value: unknown, path: string, ids: ReadonlySet<string>): ScenarioRound {
  const json = object(value, path, ["notes", "order", "plan", "challenges", "expect"]);
  return {
    notes: notes(json.notes, at(path, "notes")),
    order: json.order === undefined ? null : order(json.order, at(path, "order"), ids),
    plan: json.plan === undefined ? null : plan(json.plan, at(path, "plan"), ids),
    challenges: json.challenges === undefined ? [] : list(json.challenges, at(path, "challenges")).map((entry, index) => challenge(entry, at(at(path, "challenges"), index), ids)),
    expect: expectations(json.expect, at(path, "expect"), ["actionsSpent", "targeted", "health", "lost", "holds"]),
  };
}

/** Checks a MET scenario's JSON field by field; a bad field is refused with a MetError naming its path. */
export function parseMetScenario(data: unknown): MetScenario {
  const json = object(data, "", ["ruleset", "title", "notes", "combatants", "rounds", "expect"], ["ruleset", "combatants", "rounds"]);
  choice(json.ruleset, "ruleset", ["met"] as const);
  const combatants = list(json.combatants, "combatants").map((entry, index) => combatant(entry, at("combatants", index)));
  if (combatants.length === 0) throw new MetError("MetScenarioNoCombatants", "combatants: a fight needs at least one combatant.", {});
  const ids = new Set<string>();
  combatants.forEach((entry, index) => {
    if (ids.has(entry.id)) throw new MetError("MetScenarioCombatantDuplicate", `combatants[${index}].id: ${shownValue(entry.id)} is already used.`, { path: `combatants[${index}].id`, id: shownValue(entry.id) });
    ids.add(entry.id);
  });
  return {
    ruleset: "met",
    title: json.title === undefined ? null : text(json.title, "title"),
    notes: notes(json.notes, "notes"),
    combatants,
    rounds: list(json.rounds, "rounds").map((entry, index) => round(entry, at("rounds", index), ids)),
    expect: expectations(json.expect, "expect", ["health", "lost", "willpower", "holds", "abilities"]),
  };
}

