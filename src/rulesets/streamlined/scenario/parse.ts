import { ABILITIES, ATTRIBUTES, TRAIT_RANGE, type Ability, type Attribute } from "../../../rules/character/traits";
import { checkRulesetOptions } from "../../../rules/ruleset/check-options";
import { STREAMLINED_ACTION_KINDS } from "../rules/actions";
import { ATTACK_ATTRIBUTES, ATTACK_SKILLS } from "../rules/contest";
import { StreamlinedError } from "../rules/errors";
import { freshHealth, STREAMLINED_DAMAGE_TYPES, type HealthPoints } from "../rules/health";
import { STREAMLINED_CHOICES, STREAMLINED_DEFAULTS, type StreamlinedOptions } from "../rules/options";
import { streamlinedCharacter } from "../rules/stats";
import { at, boolean, byId, choice, combatantId, faces, list, notes, object, optional, text, whole, type Json } from "./read";
import type { ActionExpect, FightExpect, RoundExpect, ScenarioAction, ScenarioCombatant, ScenarioRound, ScenarioStep, StreamlinedScenario, TurnExpect } from "./types";

const OUTCOMES = ["win", "standoff", "miss", "held", "killingBlow"] as const;
const MAX_COUNT = 50;

function health(value: unknown, path: string, stamina: number): HealthPoints {
  const json = object(value, path, [...STREAMLINED_DAMAGE_TYPES]);
  const fresh = freshHealth(stamina);
  const damage = { ...fresh.damage };
  for (const type of STREAMLINED_DAMAGE_TYPES) damage[type] = optional(json[type], (item) => whole(item, at(path, type), 0, fresh.max)) ?? 0;
  const taken = damage.bashing + damage.lethal + damage.aggravated;
  if (taken > fresh.max) whole(taken, path, 0, fresh.max);
  return { ...fresh, damage };
}

function combatant(value: unknown, path: string): ScenarioCombatant {
  const json = object(value, path, ["id", "name", "side", "attributes", "skills", "armour", "health", "arrives", "notes"], ["id"]);
  const id = text(json.id, at(path, "id"));
  const attributesJson = object(json.attributes ?? {}, at(path, "attributes"), ATTRIBUTES);
  const attributes: Partial<Record<Attribute, number>> = {};
  for (const [name, dots] of Object.entries(attributesJson)) attributes[name as Attribute] = whole(dots, at(at(path, "attributes"), name), 0, TRAIT_RANGE.attribute.max);
  const skillsJson = object(json.skills ?? {}, at(path, "skills"), ABILITIES);
  const skills: Partial<Record<Ability, number>> = {};
  for (const [name, dots] of Object.entries(skillsJson)) skills[name as Ability] = whole(dots, at(at(path, "skills"), name), 0, TRAIT_RANGE.ability.max);
  const armour = optional(json.armour, (item) => whole(item, at(path, "armour"), 0, 10)) ?? 0;
  const character = streamlinedCharacter({ id, name: typeof json.name === "string" ? json.name : id, attributes, skills, armour });
  return {
    id,
    name: optional(json.name, (item) => text(item, at(path, "name"))) ?? id,
    side: optional(json.side, (item) => text(item, at(path, "side"))) ?? null,
    character: json.health === undefined ? character : { ...character, health: health(json.health, at(path, "health"), character.attributes.stamina) },
    arrives: optional(json.arrives, (item) => boolean(item, at(path, "arrives"))) ?? false,
    notes: notes(json.notes, at(path, "notes")),
  };
}

function actionExpect(value: unknown, path: string): ActionExpect {
  const fields = ["penalty", "attackPool", "defencePool", "attackSuccesses", "defenceSuccesses", "margin", "outcome", "damagePool", "damageSuccesses", "targetHealth", "freed", "fled"] as const;
  const json = object(value ?? {}, path, fields);
  const out: ActionExpect = {};
  for (const field of ["penalty", "attackPool", "defencePool", "attackSuccesses", "defenceSuccesses", "damagePool", "damageSuccesses", "targetHealth"] as const) {
    const read = optional(json[field], (item) => whole(item, at(path, field), 0, 2 * MAX_COUNT));
    if (read !== undefined) out[field] = read;
  }
  const margin = optional(json.margin, (item) => whole(item, at(path, "margin"), -2 * MAX_COUNT, 2 * MAX_COUNT));
  if (margin !== undefined) out.margin = margin;
  const outcome = optional(json.outcome, (item) => choice(item, at(path, "outcome"), OUTCOMES));
  if (outcome !== undefined) out.outcome = outcome;
  for (const field of ["freed", "fled"] as const) {
    const read = optional(json[field], (item) => boolean(item, at(path, field)));
    if (read !== undefined) out[field] = read;
  }
  return out;
}

function action(value: unknown, path: string, ids: ReadonlySet<string>): ScenarioAction {
  const kind = choice(object(value, path, ["kind"].concat(Object.keys(typeof value === "object" && value !== null ? value : {})), ["kind"]).kind, at(path, "kind"), STREAMLINED_ACTION_KINDS);
  const expectOf = (json: Json) => actionExpect(json.expect, at(path, "expect"));
  switch (kind) {
    case "attack":
    case "grapple":
    case "killingBlow": {
      const json = object(value, path, ["kind", "target", "attribute", "skill", "weaponModifier", "damageType", "surprised", "faces", "defence", "damage", "expect"], ["target", "faces"]);
      const skill = kind === "grapple" ? (optional(json.skill, (item) => choice(item, at(path, "skill"), ["brawl"] as const)) ?? "brawl") : choice(json.skill ?? "brawl", at(path, "skill"), ATTACK_SKILLS);
      return {
        kind,
        path,
        target: combatantId(json.target, at(path, "target"), ids),
        attribute: choice(json.attribute ?? "strength", at(path, "attribute"), ATTACK_ATTRIBUTES),
        skill,
        weaponModifier: optional(json.weaponModifier, (item) => whole(item, at(path, "weaponModifier"), -10, 10)) ?? 0,
        damageType: kind === "killingBlow" ? (optional(json.damageType, (item) => choice(item, at(path, "damageType"), ["aggravated"] as const)) ?? "aggravated") : choice(json.damageType ?? "bashing", at(path, "damageType"), STREAMLINED_DAMAGE_TYPES),
        surprised: optional(json.surprised, (item) => boolean(item, at(path, "surprised"))) ?? false,
        faces: faces(json.faces, at(path, "faces")),
        defence: optional(json.defence, (item) => faces(item, at(path, "defence"))) ?? null,
        damage: optional(json.damage, (item) => faces(item, at(path, "damage"))) ?? null,
        expect: expectOf(json),
      };
    }
    case "escape": {
      const json = object(value, path, ["kind", "faces", "grip", "expect"], ["faces", "grip"]);
      return { kind, path, faces: faces(json.faces, at(path, "faces")), grip: faces(json.grip, at(path, "grip")), expect: expectOf(json) };
    }
    case "flee": {
      const json = object(value, path, ["kind", "pursuit", "expect"]);
      const pursuit =
        json.pursuit === undefined
          ? null
          : (() => {
              const chase = object(json.pursuit, at(path, "pursuit"), ["pursuer", "faces", "pursuerFaces"], ["pursuer", "faces", "pursuerFaces"]);
              const where = at(path, "pursuit");
              return { pursuer: combatantId(chase.pursuer, at(where, "pursuer"), ids), faces: faces(chase.faces, at(where, "faces")), pursuerFaces: faces(chase.pursuerFaces, at(where, "pursuerFaces")) };
            })();
      return { kind, path, pursuit, expect: expectOf(json) };
    }
    case "surrender": {
      const json = object(value, path, ["kind", "accepted", "expect"]);
      return { kind, path, accepted: optional(json.accepted, (item) => boolean(item, at(path, "accepted"))) ?? null, expect: expectOf(json) };
    }
    default: {
      const json = object(value, path, ["kind", "note", "expect"]);
      return { kind, path, note: optional(json.note, (item) => text(item, at(path, "note"))) ?? null, expect: expectOf(json) };
    }
  }
}

function idList(value: unknown, path: string, ids: ReadonlySet<string>): string[] {
  return list(value, path).map((item, index) => combatantId(item, at(path, index), ids));
}

function step(value: unknown, path: string, ids: ReadonlySet<string>): ScenarioStep {
  const keys = typeof value === "object" && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
  if (keys.includes("join")) {
    const join = object(object(value, path, ["join"]).join, at(path, "join"), ["combatant", "faces"], ["combatant", "faces"]);
    return { kind: "join", path, combatant: combatantId(join.combatant, at(at(path, "join"), "combatant"), ids), faces: faces(join.faces, at(at(path, "join"), "faces")) };
  }
  if (keys.includes("reorder")) return { kind: "reorder", path, ids: idList(object(value, path, ["reorder"]).reorder, at(path, "reorder"), ids) };
  const json = object(value, path, ["combatant", "actions", "expect", "notes"], ["combatant"]);
  const expectJson = object(json.expect ?? {}, at(path, "expect"), ["penalty", "evading"]);
  const expect: TurnExpect = {};
  const penalty = optional(expectJson.penalty, (item) => whole(item, at(at(path, "expect"), "penalty"), 0, 2 * MAX_COUNT));
  if (penalty !== undefined) expect.penalty = penalty;
  const evading = optional(expectJson.evading, (item) => boolean(item, at(at(path, "expect"), "evading")));
  if (evading !== undefined) expect.evading = evading;
  return {
    kind: "turn",
    path,
    combatant: combatantId(json.combatant, at(path, "combatant"), ids),
    actions: list(json.actions ?? [], at(path, "actions")).map((item, index) => action(item, at(at(path, "actions"), index), ids)),
    expect,
    notes: notes(json.notes, at(path, "notes")),
  };
}

function healthById(value: unknown, path: string, ids: ReadonlySet<string>): Record<string, number> {
  return byId(value, path, ids, (item, where) => whole(item, where, 0, 2 * MAX_COUNT));
}

function roundExpect(value: unknown, path: string, ids: ReadonlySet<string>): RoundExpect {
  const json = object(value ?? {}, path, ["order", "health", "continues"]);
  const out: RoundExpect = {};
  if (json.order !== undefined) out.order = idList(json.order, at(path, "order"), ids);
  if (json.health !== undefined) out.health = healthById(json.health, at(path, "health"), ids);
  if (json.continues !== undefined) out.continues = boolean(json.continues, at(path, "continues"));
  return out;
}

function round(value: unknown, path: string, ids: ReadonlySet<string>): ScenarioRound {
  const json = object(value, path, ["turns", "expect", "notes"], ["turns"]);
  return {
    path,
    notes: notes(json.notes, at(path, "notes")),
    turns: list(json.turns, at(path, "turns")).map((item, index) => step(item, at(at(path, "turns"), index), ids)),
    expect: roundExpect(json.expect, at(path, "expect"), ids),
  };
}

function fightExpect(value: unknown, path: string, ids: ReadonlySet<string>): FightExpect {
  const json = object(value ?? {}, path, ["initiative", "order", "health", "fled", "surrendered", "down", "dead", "over", "rounds"]);
  const out: FightExpect = {};
  if (json.initiative !== undefined) out.initiative = healthById(json.initiative, at(path, "initiative"), ids);
  if (json.order !== undefined) out.order = idList(json.order, at(path, "order"), ids);
  if (json.health !== undefined) out.health = healthById(json.health, at(path, "health"), ids);
  for (const field of ["fled", "surrendered", "down", "dead"] as const) if (json[field] !== undefined) out[field] = idList(json[field], at(path, field), ids);
  if (json.over !== undefined) out.over = boolean(json.over, at(path, "over"));
  if (json.rounds !== undefined) out.rounds = whole(json.rounds, at(path, "rounds"), 1, 1000);
  return out;
}

/**
 * Checks a Streamlined fight written as JSON (./README.md) and returns it typed. Every refusal is a
 * StreamlinedError naming the field's path; counts of faces against pools are checked by the replay, which is
 * the first to know each pool.
 */
export function parseStreamlinedScenario(data: unknown): StreamlinedScenario {
  const json = object(data, "", ["ruleset", "title", "notes", "options", "combatants", "initiative", "tieOrder", "rounds", "expect"], ["ruleset", "combatants", "initiative", "rounds"]);
  choice(json.ruleset, "ruleset", ["streamlined"] as const);
  const options: StreamlinedOptions = checkRulesetOptions<StreamlinedOptions>("streamlined", STREAMLINED_CHOICES, STREAMLINED_DEFAULTS, json.options ?? {});
  const combatants = list(json.combatants, "combatants").map((item, index) => combatant(item, at("combatants", index)));
  if (combatants.length === 0) throw new StreamlinedError("StreamlinedScenarioNoCombatants", "combatants: a fight needs at least one combatant.", { path: "combatants" });
  const ids = new Set<string>();
  combatants.forEach((entry, index) => {
    if (ids.has(entry.id)) throw new StreamlinedError("StreamlinedScenarioCombatantDuplicate", `combatants[${index}].id: combatant ${entry.id} is written twice.`, { path: at(at("combatants", index), "id"), id: entry.id });
    ids.add(entry.id);
  });
  const initiative = byId(json.initiative, "initiative", ids, faces);
  for (const entry of combatants) {
    if (entry.arrives && initiative[entry.id]) {
      throw new StreamlinedError("StreamlinedScenarioArrivesInitiative", `initiative.${entry.id}: ${entry.id} arrives later and rolls initiative when it joins.`, { path: at("initiative", entry.id), id: entry.id });
    }
    if (!entry.arrives && !initiative[entry.id]) {
      throw new StreamlinedError("StreamlinedScenarioInitiativeMissing", `initiative.${entry.id}: ${entry.id} fights from the start and needs its initiative faces.`, { path: at("initiative", entry.id), id: entry.id });
    }
  }
  const rounds = list(json.rounds, "rounds").map((item, index) => round(item, at("rounds", index), ids));
  return {
    ruleset: "streamlined",
    title: optional(json.title, (item) => text(item, "title")) ?? "",
    notes: notes(json.notes, "notes"),
    options,
    combatants,
    initiative,
    tieOrder: optional(json.tieOrder, (item) => idList(item, "tieOrder", ids)) ?? [],
    rounds,
    expect: fightExpect(json.expect, "expect", ids),
  };
}
