import { DECLARED_ACTION_KINDS, DEFENCE_KINDS } from "../rules/actions/declaration";
import { CALLED_SHOTS, COVER_CLASSES, POSITIONS, RANGE_BANDS } from "../rules/combat/tables";
import { FIRE_MODES } from "../rules/combat/autofire";
import { DAMAGE_CONDITIONS } from "../rules/maneuvers/types";
import { MANEUVERS } from "../rules/maneuvers/catalogue";
import { RulesError } from "../../../rules/errors";
import { RULESETS, rulesetDefinition } from "../rules/ruleset/registry";
import type { RulesetDefinition } from "../rules/ruleset/ruleset";
import { ATTACK_FACTS, EVENT_FACTS, ROUND_FACTS, SCENARIO_FACTS } from "./fact-names";
import { parseCombatant } from "./parse-combatant";
import { at, boolAt, facesAt, listAt, notesAt, objectAt, oneOfAt, optional, required, textAt, wholeAt } from "./read-json";
import { ScenarioError } from "./scenario-error";
import {
  SCENARIO_EVENT_KINDS,
  type AbortPlan,
  type Expectation,
  type Scenario,
  type ScenarioAction,
  type ScenarioCombatant,
  type ScenarioDeclaration,
  type ScenarioDefence,
  type ScenarioEvent,
  type ScenarioRound,
  type ScenarioSituation,
} from "./types";

/*
 * The scenario validator: JSON in, a checked Scenario out, or a ScenarioError naming the exact JSON path
 * of the first bad field and why. What only the replay can know (a pool's size, whose turn it is) is
 * checked there, with the same paths.
 */

class Ids {
  constructor(private readonly ids: ReadonlySet<string>) {}

  check(value: unknown, path: string): string {
    const id = textAt(value, path);
    if (!this.ids.has(id)) {
      throw new ScenarioError("ScenarioCombatantUnknown", `${path}: no combatant ${id}; the combatants are ${[...this.ids].join(", ")}.`, {
        path,
        value: id,
        known: [...this.ids].join(", "),
      });
    }
    return id;
  }
}

function expectationAt(value: unknown, path: string, names: readonly string[]): Expectation {
  return { path, values: { ...objectAt(value, path, names) } };
}

function optionalExpect(object: Record<string, unknown>, path: string, names: readonly string[]): Expectation | null {
  return object.expect === undefined ? null : expectationAt(object.expect, at(path, "expect"), names);
}

function actionAt(value: unknown, path: string, ids: Ids, self: string): ScenarioAction {
  const loose = objectAt(value, path, ["kind", "target", "defence", "pool", "note"]);
  const kind = oneOfAt(required(loose, "kind", path), at(path, "kind"), DECLARED_ACTION_KINDS);
  const pool = optional(loose, "pool", path, (entry, where) => wholeAt(entry, where, 0, 50)) ?? null;
  const note = optional(loose, "note", path, textAt) ?? null;
  switch (kind) {
    case "attack": {
      objectAt(value, path, ["kind", "target", "pool", "note"]);
      const target = ids.check(required(loose, "target", path), at(path, "target"));
      if (target === self) throw new ScenarioError("ScenarioAttackSelf", `${at(path, "target")}: ${self} cannot attack itself.`, { path: at(path, "target"), value: self });
      return { kind, target, pool, note };
    }
    case "defence":
      objectAt(value, path, ["kind", "defence", "pool"]);
      return { kind, defence: oneOfAt(required(loose, "defence", path), at(path, "defence"), DEFENCE_KINDS), pool };
    case "move":
      objectAt(value, path, ["kind", "pool", "note"]);
      return { kind, pool, note };
    case "other":
      objectAt(value, path, ["kind", "pool", "note"]);
      return { kind, note: textAt(required(loose, "note", path), at(path, "note")), pool };
  }
}

/** The combatant a declaration or an event is about, checked against the scenario's combatants. */
function combatantAt(object: Record<string, unknown>, path: string, ids: Ids): string {
  return ids.check(required(object, "combatant", path), at(path, "combatant"));
}

const DECLARATION_FIELDS = ["combatant", "actions", "celerityActions", "rageActions", "willpowerSpent", "bloodSpent", "moves"] as const;

function declarationAt(value: unknown, path: string, ids: Ids, combatant?: string): ScenarioDeclaration {
  const object = objectAt(value, path, combatant === undefined ? DECLARATION_FIELDS : DECLARATION_FIELDS.filter((field) => field !== "combatant"));
  const who = combatant ?? combatantAt(object, path, ids);
  const actions = (key: "actions" | "celerityActions" | "rageActions") =>
    (optional(object, key, path, listAt) ?? []).map((entry, index) => actionAt(entry, at(at(path, key), index), ids, who));
  return {
    path,
    combatant: who,
    actions: actions("actions"),
    celerityActions: actions("celerityActions"),
    rageActions: actions("rageActions"),
    willpowerSpent: optional(object, "willpowerSpent", path, (entry, where) => wholeAt(entry, where, 0, 20)) ?? 0,
    bloodSpent: optional(object, "bloodSpent", path, (entry, where) => wholeAt(entry, where, 0, 50)) ?? 0,
    moves: optional(object, "moves", path, boolAt) ?? false,
  };
}

const SITUATION_FIELDS = [
  "opponents", "position", "calledShot", "blindFighting", "rangeBand", "aimRounds", "targetMovingFast", "targetCover",
  "firingFromCover", "ambushSuccesses", "willpower", "specialty", "damageConditions", "storyteller", "fireMode", "spray",
] as const;

function storytellerAt(value: unknown, path: string, fields: readonly ("dice" | "difficulty" | "damageDice")[]): { dice?: number; difficulty?: number; damageDice?: number } {
  const object = objectAt(value, path, fields);
  const out: { dice?: number; difficulty?: number; damageDice?: number } = {};
  for (const field of fields) {
    const amount = optional(object, field, path, (entry, where) => wholeAt(entry, where, -20, 20));
    if (amount !== undefined) out[field] = amount;
  }
  return out;
}

function situationAt(value: unknown, path: string): ScenarioSituation {
  const object = objectAt(value, path, SITUATION_FIELDS);
  const out: ScenarioSituation = {};
  const opponents = optional(object, "opponents", path, (entry, where) => wholeAt(entry, where, 1, 20));
  if (opponents !== undefined) out.opponents = opponents;
  const position = optional(object, "position", path, (entry, where) => oneOfAt(entry, where, POSITIONS));
  if (position !== undefined) out.position = position;
  const calledShot = optional(object, "calledShot", path, (entry, where) => oneOfAt(entry, where, CALLED_SHOTS));
  if (calledShot !== undefined) out.calledShot = calledShot;
  const rangeBand = optional(object, "rangeBand", path, (entry, where) => oneOfAt(entry, where, RANGE_BANDS));
  if (rangeBand !== undefined) out.rangeBand = rangeBand;
  const aimRounds = optional(object, "aimRounds", path, (entry, where) => wholeAt(entry, where, 0, 10));
  if (aimRounds !== undefined) out.aimRounds = aimRounds;
  const targetCover = optional(object, "targetCover", path, (entry, where) => oneOfAt(entry, where, COVER_CLASSES));
  if (targetCover !== undefined) out.targetCover = targetCover;
  const firingFromCover = optional(object, "firingFromCover", path, (entry, where) => oneOfAt(entry, where, COVER_CLASSES));
  if (firingFromCover !== undefined) out.firingFromCover = firingFromCover;
  const ambush = optional(object, "ambushSuccesses", path, (entry, where) => wholeAt(entry, where, 0, 20));
  if (ambush !== undefined) out.ambushSuccesses = ambush;
  for (const flag of ["blindFighting", "targetMovingFast", "willpower", "specialty"] as const) {
    const set = optional(object, flag, path, boolAt);
    if (set !== undefined) out[flag] = set;
  }
  const conditions = optional(object, "damageConditions", path, listAt);
  if (conditions) out.damageConditions = conditions.map((entry, index) => oneOfAt(entry, at(at(path, "damageConditions"), index), DAMAGE_CONDITIONS));
  const storyteller = optional(object, "storyteller", path, (entry, where) => storytellerAt(entry, where, ["dice", "difficulty", "damageDice"]));
  if (storyteller !== undefined) out.storyteller = storyteller;
  const fireMode = optional(object, "fireMode", path, (entry, where) => oneOfAt(entry, where, FIRE_MODES));
  if (fireMode !== undefined) out.fireMode = fireMode;
  const spray = optional(object, "spray", path, (entry, where) => {
    const place = objectAt(entry, where, ["index", "of"]);
    return { index: wholeAt(required(place, "index", where), at(where, "index"), 0, 20), of: wholeAt(required(place, "of", where), at(where, "of"), 1, 20) };
  });
  if (spray !== undefined) out.spray = spray;
  return out;
}

function abortAt(value: unknown, path: string): AbortPlan {
  if (value === "willpowerPoint") return { by: "willpowerPoint" };
  if (typeof value === "string") return oneOfAt(value, path, ["willpowerPoint"]) as never;
  const object = objectAt(value, path, ["willpowerRoll"]);
  return { by: "willpowerRoll", faces: facesAt(required(object, "willpowerRoll", path), at(path, "willpowerRoll")) };
}

function defenceAt(value: unknown, path: string): ScenarioDefence {
  const none: ScenarioDefence = { kind: "none", abort: null, faces: [] };
  if (value === undefined || value === "none") return none;
  if (typeof value === "string") return { ...none, kind: oneOfAt(value, path, ["none", ...DEFENCE_KINDS]) };
  const object = objectAt(value, path, ["kind", "abort", "opponents", "willpower", "specialty", "storyteller", "faces"]);
  const defence: ScenarioDefence = {
    kind: oneOfAt(required(object, "kind", path), at(path, "kind"), ["none", ...DEFENCE_KINDS] as const),
    abort: optional(object, "abort", path, abortAt) ?? null,
    faces: optional(object, "faces", path, facesAt) ?? [],
  };
  const opponents = optional(object, "opponents", path, (entry, where) => wholeAt(entry, where, 1, 20));
  if (opponents !== undefined) defence.opponents = opponents;
  const willpower = optional(object, "willpower", path, boolAt);
  if (willpower !== undefined) defence.willpower = willpower;
  const specialty = optional(object, "specialty", path, boolAt);
  if (specialty !== undefined) defence.specialty = specialty;
  const storyteller = optional(object, "storyteller", path, (entry, where) => storytellerAt(entry, where, ["dice", "difficulty"]));
  if (storyteller !== undefined) defence.storyteller = storyteller;
  return defence;
}

const ATTACK_FIELDS = [
  "attacker", "target", "weapon", "maneuver", "rollIndex", "grappleMode", "situation", "defence", "faces", "damage", "soak", "soakChoice", "effect", "expect",
] as const;

type EventOf<K extends ScenarioEvent["kind"]> = Extract<ScenarioEvent, { kind: K }>;

/** An attack: who attacks whom, with what, in what situation, the defence and every roll's faces. */
function attackEventAt(value: unknown, path: string, ids: Ids): EventOf<"attack"> {
  const object = objectAt(value, path, ATTACK_FIELDS);
  const attacker = ids.check(required(object, "attacker", path), at(path, "attacker"));
  const maneuver = optional(object, "maneuver", path, (entry, where) => oneOfAt(entry, where, MANEUVERS.map((m) => m.id))) ?? null;
  return {
    kind: "attack",
    path,
    attacker,
    target: ids.check(required(object, "target", path), at(path, "target")),
    weapon: optional(object, "weapon", path, textAt) ?? null,
    maneuver,
    rollIndex: optional(object, "rollIndex", path, (entry, where) => wholeAt(entry, where, 0, 5)) ?? 0,
    grappleMode: optional(object, "grappleMode", path, (entry, where) => oneOfAt(entry, where, ["clinch", "hold"] as const)) ?? null,
    situation: optional(object, "situation", path, situationAt) ?? {},
    defence: defenceAt(object.defence, at(path, "defence")),
    faces: facesAt(required(object, "faces", path), at(path, "faces")),
    damage: optional(object, "damage", path, facesAt) ?? [],
    soak: optional(object, "soak", path, facesAt) ?? [],
    soakChoice: optional(object, "soakChoice", path, (entry, where) => wholeAt(entry, where, 0, 5)) ?? null,
    effect: optional(object, "effect", path, facesAt) ?? [],
    expect: optionalExpect(object, path, ATTACK_FACTS),
  };
}

/** A held action and what it waits for: after or before a combatant, or a condition. */
function holdEventAt(value: unknown, path: string, ids: Ids): EventOf<"hold"> {
  const object = objectAt(value, path, ["combatant", "after", "before", "condition", "expect"]);
  const combatant = combatantAt(object, path, ids);
  const given = (["after", "before", "condition"] as const).filter((key) => object[key] !== undefined);
  if (given.length !== 1) {
    throw new ScenarioError("ScenarioHoldNote", `${path}: a held action waits for one of after, before or condition; got ${given.length}.`, { path, count: given.length });
  }
  const key = given[0] as "after" | "before" | "condition";
  const until =
    key === "condition"
      ? { kind: "condition" as const, text: textAt(object.condition, at(path, "condition")) }
      : { kind: "moment" as const, position: key, combatantId: ids.check(object[key], at(path, key)) };
  return { kind: "hold", path, combatant, until, expect: optionalExpect(object, path, EVENT_FACTS.hold) };
}

/** A holder stepping in before or after the combatant acting. */
function stepInEventAt(value: unknown, path: string, ids: Ids): EventOf<"stepIn"> {
  const object = objectAt(value, path, ["combatant", "position", "expect"]);
  const combatant = combatantAt(object, path, ids);
  const position = oneOfAt(required(object, "position", path), at(path, "position"), ["before", "after"] as const);
  return { kind: "stepIn", path, combatant, position, expect: optionalExpect(object, path, EVENT_FACTS.stepIn) };
}

/** A turn's action that rolls nothing here. */
function actionEventAt(value: unknown, path: string, ids: Ids): EventOf<"action"> {
  const object = objectAt(value, path, ["combatant", "note", "expect"]);
  const combatant = combatantAt(object, path, ids);
  return { kind: "action", path, combatant, note: optional(object, "note", path, textAt) ?? null, expect: optionalExpect(object, path, EVENT_FACTS.action) };
}

/** An escape from a hold: the two attributes rolled and both rolls' faces. */
function escapeEventAt(value: unknown, path: string, ids: Ids): EventOf<"escape"> {
  const object = objectAt(value, path, ["combatant", "holder", "attribute", "holderAttribute", "faces", "holderFaces", "expect"]);
  const attribute = (key: string) => optional(object, key, path, (entry, where) => oneOfAt(entry, where, ["strength", "dexterity"] as const)) ?? "strength";
  return {
    kind: "escape",
    path,
    combatant: combatantAt(object, path, ids),
    holder: ids.check(required(object, "holder", path), at(path, "holder")),
    attribute: attribute("attribute"),
    holderAttribute: attribute("holderAttribute"),
    faces: facesAt(required(object, "faces", path), at(path, "faces")),
    holderFaces: facesAt(required(object, "holderFaces", path), at(path, "holderFaces")),
    expect: optionalExpect(object, path, EVENT_FACTS.escape),
  };
}

/** A clinch's damage: the holder's damage roll on the one held, and its soak. */
function clinchEventAt(value: unknown, path: string, ids: Ids): EventOf<"clinch"> {
  const object = objectAt(value, path, ["combatant", "target", "damageType", "damage", "soak", "expect"]);
  return {
    kind: "clinch",
    path,
    combatant: combatantAt(object, path, ids),
    target: ids.check(required(object, "target", path), at(path, "target")),
    damageType: optional(object, "damageType", path, (entry, where) => oneOfAt(entry, where, ["bashing", "lethal", "aggravated"] as const)) ?? "bashing",
    damage: facesAt(required(object, "damage", path), at(path, "damage")),
    soak: optional(object, "soak", path, facesAt) ?? [],
    expect: optionalExpect(object, path, EVENT_FACTS.clinch),
  };
}

/** A combatant joining the fight: its initiative, and its declaration when one is given. */
function joinEventAt(value: unknown, path: string, ids: Ids): EventOf<"join"> {
  const object = objectAt(value, path, ["combatant", "initiative", "declaration", "expect"]);
  const combatant = combatantAt(object, path, ids);
  const initiative = required(object, "initiative", path);
  return {
    kind: "join",
    path,
    combatant,
    initiative: typeof initiative === "number" ? [wholeAt(initiative, at(path, "initiative"), 1, 10)] : facesAt(initiative, at(path, "initiative")),
    declaration: object.declaration === undefined || object.declaration === null ? null : declarationAt(object.declaration, at(path, "declaration"), ids, combatant),
    expect: optionalExpect(object, path, EVENT_FACTS.join),
  };
}

/** A combatant leaving the fight. */
function leaveEventAt(value: unknown, path: string, ids: Ids): EventOf<"leave"> {
  const object = objectAt(value, path, ["combatant", "expect"]);
  return { kind: "leave", path, combatant: combatantAt(object, path, ids), expect: optionalExpect(object, path, EVENT_FACTS.leave) };
}

/** The reader of each kind of event, given the event's body and its path. */
const EVENT_READERS: { [K in ScenarioEvent["kind"]]: (value: unknown, path: string, ids: Ids) => EventOf<K> } = {
  attack: attackEventAt,
  hold: holdEventAt,
  stepIn: stepInEventAt,
  action: actionEventAt,
  escape: escapeEventAt,
  clinch: clinchEventAt,
  join: joinEventAt,
  leave: leaveEventAt,
};

function eventAt(value: unknown, path: string, ids: Ids): ScenarioEvent {
  const wrapper = objectAt(value, path, SCENARIO_EVENT_KINDS);
  const kinds = Object.keys(wrapper);
  if (kinds.length !== 1) {
    throw new ScenarioError("ScenarioEventShape", `${path}: an event has exactly one of ${SCENARIO_EVENT_KINDS.join(", ")}, got ${kinds.length}.`, { path, count: kinds.length });
  }
  const kind = kinds[0] as (typeof SCENARIO_EVENT_KINDS)[number];
  return EVENT_READERS[kind](wrapper[kind], at(path, kind), ids);
}

function roundAt(value: unknown, path: string, ids: Ids): ScenarioRound {
  const object = objectAt(value, path, ["initiative", "declarations", "events", "expect", "notes"]);
  notesAt(object.notes, at(path, "notes"));
  const initiative: Record<string, number[]> = {};
  const faces = optional(object, "initiative", path, (entry, where) => objectAt(entry, where, Object.keys(entry ?? {})));
  for (const [id, face] of Object.entries(faces ?? {})) {
    const where = at(at(path, "initiative"), id);
    ids.check(id, where);
    initiative[id] = typeof face === "number" ? [wholeAt(face, where, 1, 10)] : facesAt(face, where);
  }
  const declarations = (optional(object, "declarations", path, listAt) ?? []).map((entry, index) => declarationAt(entry, at(at(path, "declarations"), index), ids));
  const declared = new Set<string>();
  for (const declaration of declarations) {
    if (declared.has(declaration.combatant)) {
      throw new ScenarioError("ScenarioDuplicateId", `${at(declaration.path, "combatant")}: ${declaration.combatant} declares twice this round.`, {
        path: at(declaration.path, "combatant"),
        value: declaration.combatant,
      });
    }
    declared.add(declaration.combatant);
  }
  return {
    path,
    initiative,
    declarations,
    events: (optional(object, "events", path, listAt) ?? []).map((entry, index) => eventAt(entry, at(at(path, "events"), index), ids)),
    expect: optionalExpect(object, path, ROUND_FACTS),
  };
}

const SCENARIO_FIELDS = ["title", "notes", "ruleset", "options", "combatants", "rounds", "expect"] as const;

/** Checks a scenario's JSON (already parsed) and returns it typed; a ScenarioError names the first bad field. */
export function parseScenario(json: unknown, registry: Readonly<Record<string, RulesetDefinition>> = RULESETS): Scenario {
  const object = objectAt(json, "", SCENARIO_FIELDS);
  const ruleset = optional(object, "ruleset", "", textAt) ?? "classic";
  let definition;
  try {
    definition = rulesetDefinition(ruleset, registry);
  } catch (error) {
    if (error instanceof RulesError) throw new ScenarioError("ScenarioValueUnknown", `ruleset: ${error.message}`, { path: "ruleset", value: ruleset, allowed: String(error.data.known) }, { cause: error });
    throw error;
  }
  const options = optional(object, "options", "", (entry, where) => objectAt(entry, where, Object.keys(definition.choices))) ?? {};
  for (const [option, value] of Object.entries(options)) oneOfAt(value as string, at("options", option), definition.choices[option] as readonly string[]);
  const combatantList = listAt(required(object, "combatants", ""), "combatants");
  const combatants: ScenarioCombatant[] = combatantList.map((entry, index) => parseCombatant(entry, at("combatants", index)));
  const seen = new Set<string>();
  for (const combatant of combatants) {
    if (seen.has(combatant.stats.id)) {
      throw new ScenarioError("ScenarioDuplicateId", `${at(combatant.path, "id")}: ${combatant.stats.id} is used twice.`, { path: at(combatant.path, "id"), value: combatant.stats.id });
    }
    seen.add(combatant.stats.id);
  }
  const ids = new Ids(seen);
  return {
    title: optional(object, "title", "", textAt) ?? "",
    notes: notesAt(object.notes, "notes"),
    ruleset,
    options: { ...options },
    combatants,
    rounds: listAt(required(object, "rounds", ""), "rounds").map((entry, index) => roundAt(entry, at("rounds", index), ids)),
    expect: optionalExpect(object, "", SCENARIO_FACTS),
  };
}
