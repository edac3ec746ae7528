import type { AbortAttempt } from "../rules/actions/abort";
import type { DefenceAllowance } from "../rules/actions/defence-allowance";
import { isDefenceBody } from "../rules/actions/declaration";
import type { AttackInput } from "../rules/combat/attack";
import type { AttackMethod } from "../rules/combat/weaponry";
import type { DefenceChoice } from "../rules/combat/defence";
import type { Weapon } from "../rules/combat/equipment";
import { findManeuver } from "../rules/maneuvers/catalogue";
import type { Ruleset } from "../rules/ruleset/ruleset";
import { roundCombatantInput } from "../rules/turns/round-input";
import { declarationOf, initiativeFor, presentFighter, spendDeclared, syncConditions, type ReplayContext } from "./context";
import { spendPoints, weaponInHand, type Fighter } from "./fighters";
import { poolSummary } from "../rules/ruleset/attack-summary";
import { at } from "./read-json";
import type { AbortResult, EventDetail } from "./result";
import { checkFaceCount, guard, runChain } from "./run-chain";
import { ScenarioError } from "./scenario-error";
import type { ActionEvent, AttackEvent, ClinchEvent, EscapeEvent, HoldEvent, JoinEvent, LeaveEvent, ScenarioEvent, StepInEvent } from "./types";

function usableWeapon(fighter: Fighter, id: string, path: string): Weapon {
  const weapon = fighter.weapons.find((entry) => entry.id === id);
  if (!weapon) {
    throw new ScenarioError("ScenarioWeaponNotCarried", `${path}: ${fighter.stats.name} carries no ${id}; it carries ${fighter.weapons.map((entry) => entry.id).join(", ") || "nothing"}.`, {
      path,
      name: fighter.stats.name,
      value: id,
    });
  }
  if (fighter.dropped.includes(id)) {
    throw new ScenarioError("ScenarioWeaponDropped", `${path}: ${fighter.stats.name} dropped the ${id} earlier in the fight.`, { path, name: fighter.stats.name, value: id });
  }
  return weapon;
}

/** Weapons a chain knocked away or dropped (004 Disarm) leave the hand for the rest of the fight. */
function dropWeapon(fighter: Fighter, weaponId: string): void {
  if (fighter.inHand === weaponId) fighter.inHand = null;
  if (!fighter.dropped.includes(weaponId)) fighter.dropped.push(weaponId);
}

function attackMethod(attacker: Fighter, event: AttackEvent): AttackMethod {
  const weapon = event.weapon === null ? null : usableWeapon(attacker, event.weapon, at(event.path, "weapon"));
  if (weapon) attacker.inHand = weapon.id;
  if (event.maneuver !== null) {
    return {
      kind: "maneuver",
      maneuver: findManeuver(event.maneuver),
      weapon: weapon ?? weaponInHand(attacker),
      rollIndex: event.rollIndex,
      ...(event.grappleMode ? { grappleMode: event.grappleMode } : {}),
    };
  }
  return weapon ? { kind: "weapon", weapon } : { kind: "unarmed" };
}

interface DefenceOutcome {
  choice: DefenceChoice;
  abort: AbortResult | null;
  allowance: DefenceAllowance | null;
}

/**
 * The defender's answer when the chain asks for it: a declared defence spent (000 §1.4), or an abort bought
 * with Willpower (000 §2.5, 004 Defending); the round's allowance becomes the defence's penalty and cap.
 */
function defend(ctx: ReplayContext, event: AttackEvent, target: Fighter, label: string): DefenceOutcome {
  const wanted = event.defence;
  const path = at(event.path, "defence");
  if (wanted.kind === "none") return { choice: { kind: "none" }, abort: null, allowance: null };
  let abort: AbortResult | null = null;
  let allowance: DefenceAllowance | null;
  if (wanted.abort) {
    const attempt: AbortAttempt = wanted.abort.by === "willpowerPoint" ? { by: "willpowerPoint" } : { by: "willpowerRoll", faces: wanted.abort.faces };
    if (attempt.by === "willpowerRoll") checkFaceCount(at(at(path, "abort"), "willpowerRoll"), attempt.faces, target.stats.willpower.permanent, "willpower");
    const { state, outcome } = guard(path, label, () => ctx.machine.abortToDefence(ctx.walk.state, target.stats.id, { attackerId: event.attacker, defence: wanted.kind as "dodge", attempt }));
    ctx.walk.set(state);
    if (attempt.by === "willpowerPoint") spendPoints(target, "willpower", 1, at(path, "abort"));
    const roll = outcome.roll ? poolSummary("abortWillpower", "defender", outcome.roll, { parts: [{ id: "willpower", dice: outcome.roll.pool }], modifiers: [], baseDifficulty: outcome.roll.difficulty }) : null;
    abort = { by: attempt.by, roll, succeeded: outcome.succeeded };
    allowance = outcome.allowance;
    if (!outcome.succeeded) return { choice: { kind: "none" }, abort, allowance: null };
  } else {
    const spent = guard(path, label, () => ctx.machine.spendDefence(ctx.walk.state, target.stats.id, { attackerId: event.attacker, defence: wanted.kind as "dodge" }));
    ctx.walk.set(spent.state);
    allowance = spent.allowance;
  }
  if (wanted.willpower) spendPoints(target, "willpower", 1, at(path, "willpower"));
  const choice: DefenceChoice = {
    kind: wanted.kind,
    multipleActionPenalty: allowance ? -allowance.penalty : 0,
    ...(allowance && allowance.cap !== null ? { poolCap: allowance.cap } : {}),
    ...(wanted.opponents !== undefined ? { opponents: wanted.opponents } : {}),
    ...(wanted.willpower !== undefined ? { willpower: wanted.willpower } : {}),
    ...(wanted.specialty !== undefined ? { specialty: wanted.specialty } : {}),
    ...(wanted.storyteller !== undefined ? { storyteller: wanted.storyteller } : {}),
  };
  return { choice, abort, allowance };
}

function attackEvent(ctx: ReplayContext, event: AttackEvent): EventDetail {
  const attacker = presentFighter(ctx, event.attacker, at(event.path, "attacker"));
  const target = presentFighter(ctx, event.target, at(event.path, "target"));
  const label = `attack by ${attacker.stats.name} on ${target.stats.name}`;
  const turn = ctx.walk.reachTurn(attacker.stats.id, (body) => body.kind === "attack" && body.targetId === target.stats.id, event.path, label);
  const method = guard(event.path, label, () => attackMethod(attacker, event));
  if (event.situation.willpower) spendPoints(attacker, "willpower", 1, at(at(event.path, "situation"), "willpower"));
  const input: AttackInput = {
    attacker: attacker.stats,
    target: target.stats,
    method,
    situation: { ...event.situation, round: ctx.round, multipleActionPenalty: -turn.penalty, targetWeapon: weaponInHand(target) },
  };
  const ruleset = ctx.ruleset as Ruleset<unknown, unknown>;
  const start = guard(event.path, label, () => ruleset.attacks.begin(input, ruleset.options));
  let defence: DefenceOutcome = { choice: { kind: "none" }, abort: null, allowance: null };
  let asked = false;
  const chain = runChain(
    ruleset,
    start,
    {
      attackRoll: { path: at(event.path, "faces"), faces: event.faces },
      defenceRoll: { path: at(at(event.path, "defence"), "faces"), faces: event.defence.faces },
      damageRoll: { path: at(event.path, "damage"), faces: event.damage },
      soakRoll: { path: at(event.path, "soak"), faces: event.soak, ...(event.soakChoice !== null ? { soakChoice: event.soakChoice } : {}) },
      effectRoll: { path: at(event.path, "effect"), faces: event.effect },
    },
    () => {
      asked = true;
      defence = defend(ctx, event, target, label);
      return defence.choice;
    },
    { path: event.path, label },
  );
  const outcome = defence as DefenceOutcome;
  const summary = ruleset.summariseAttack(chain);
  // A defence written for an attack that never let the defender choose one: unless the attack failed on
  // its own first, the defender had no defence to make (blinded, stunned, held fast).
  if (event.defence.kind !== "none" && !asked && !["miss", "botch"].includes(summary.outcome)) {
    throw new ScenarioError("ScenarioDefenceNotPossible", `${at(event.path, "defence")}: ${target.stats.name} gets no chance to ${event.defence.kind} this attack.`, {
      path: at(event.path, "defence"),
      name: target.stats.name,
    });
  }
  if (event.defence.abort?.by === "willpowerRoll" && outcome.abort === null) {
    throw new ScenarioError("ScenarioFacesUnused", `${at(at(event.path, "defence"), "abort")}: an abort is written for a defence the fight never asked for.`, {
      path: at(at(event.path, "defence"), "abort"),
      count: event.defence.abort.faces.length,
      step: "abortWillpower",
    });
  }
  const resolution = ruleset.attacks.resolution(chain);
  if (resolution) {
    target.stats.health = { ...resolution.health };
    target.stats.statuses = resolution.statuses.map((status) => ({ ...status }));
    for (const happened of resolution.events) {
      if (happened.kind === "weaponDropped") dropWeapon(happened.who === "attacker" ? attacker : target, happened.weaponId);
    }
  }
  ctx.walk.markDone(attacker.stats.id);
  syncConditions(ctx, [target.stats.id, attacker.stats.id]);
  return {
    kind: "attack",
    attacker: attacker.stats.id,
    target: target.stats.id,
    actionIndex: turn.actionIndex,
    penalty: turn.penalty,
    weapon: method.kind === "weapon" ? method.weapon.id : method.kind === "maneuver" ? (method.weapon?.id ?? null) : null,
    maneuver: event.maneuver,
    abort: outcome.abort,
    allowance: outcome.allowance,
    summary,
  };
}

function grappleRules(ctx: ReplayContext, path: string) {
  const grapple = (ctx.ruleset as Ruleset<unknown, unknown>).grapple;
  if (!grapple) throw new ScenarioError("ScenarioNotInRuleset", `${path}: ruleset ${ctx.ruleset.id} has no grapple rules.`, { path, ruleset: ctx.ruleset.id });
  return grapple;
}

function escapeEvent(ctx: ReplayContext, event: EscapeEvent): EventDetail {
  const held = presentFighter(ctx, event.combatant, at(event.path, "combatant"));
  const holder = presentFighter(ctx, event.holder, at(event.path, "holder"));
  const label = `${held.stats.name} breaking ${holder.stats.name}'s hold`;
  const grapple = grappleRules(ctx, event.path);
  ctx.walk.reachTurn(held.stats.id, (body) => (body.kind === "attack" && body.targetId === holder.stats.id) || body.kind === "other" || body.kind === "move", event.path, label);
  const input = { holder: holder.stats, held: held.stats, round: ctx.round, escapeeAttribute: event.attribute, holderAttribute: event.holderAttribute };
  const plans = guard(event.path, label, () => grapple.planEscape(input));
  checkFaceCount(at(event.path, "faces"), event.faces, plans.escapee.pool, "escape");
  checkFaceCount(at(event.path, "holderFaces"), event.holderFaces, plans.holder.pool, "holder");
  const result = guard(event.path, label, () => grapple.escape(input, event.faces, event.holderFaces));
  held.stats.statuses = result.heldStatuses.map((status) => ({ ...status }));
  holder.stats.statuses = result.holderStatuses.map((status) => ({ ...status }));
  ctx.walk.markDone(held.stats.id);
  syncConditions(ctx, [held.stats.id, holder.stats.id]);
  return {
    kind: "escape",
    combatant: held.stats.id,
    holder: holder.stats.id,
    escape: poolSummary("escapeRoll", "attacker", result.escapee, result.plans.escapee),
    holderRoll: poolSummary("holderRoll", "defender", result.holder, result.plans.holder),
    outcome: result.outcome,
    statuses: held.stats.statuses,
    holderStatuses: holder.stats.statuses,
  };
}

function clinchEvent(ctx: ReplayContext, event: ClinchEvent): EventDetail {
  const holder = presentFighter(ctx, event.combatant, at(event.path, "combatant"));
  const held = presentFighter(ctx, event.target, at(event.path, "target"));
  const label = `${holder.stats.name}'s clinch on ${held.stats.name}`;
  const grapple = grappleRules(ctx, event.path);
  ctx.walk.reachTurn(holder.stats.id, (body) => body.kind === "attack" && body.targetId === held.stats.id, event.path, label);
  const ruleset = ctx.ruleset as Ruleset<unknown, unknown>;
  const start = guard(event.path, label, () => grapple.clinchTurn({ holder: holder.stats, held: held.stats, round: ctx.round, damageType: event.damageType }, ruleset.options));
  const chain = runChain(
    ruleset,
    start,
    { damageRoll: { path: at(event.path, "damage"), faces: event.damage }, soakRoll: { path: at(event.path, "soak"), faces: event.soak } },
    () => ({ kind: "none" }),
    { path: event.path, label },
  );
  const resolution = ruleset.attacks.resolution(chain);
  if (resolution) {
    held.stats.health = { ...resolution.health };
    held.stats.statuses = resolution.statuses.map((status) => ({ ...status }));
  }
  ctx.walk.markDone(holder.stats.id);
  syncConditions(ctx, [held.stats.id]);
  return { kind: "clinch", combatant: holder.stats.id, target: held.stats.id, summary: ruleset.summariseAttack(chain) };
}

function holdEvent(ctx: ReplayContext, event: HoldEvent): EventDetail {
  const fighter = presentFighter(ctx, event.combatant, at(event.path, "combatant"));
  const label = `${fighter.stats.name} holding its action`;
  ctx.walk.reachTurn(fighter.stats.id, (body) => !isDefenceBody(body), event.path, label);
  ctx.walk.set(guard(event.path, label, () => ctx.machine.hold(ctx.walk.state, fighter.stats.id, event.until)));
  return { kind: "hold", combatant: fighter.stats.id, note: event.until };
}

function stepInEvent(ctx: ReplayContext, event: StepInEvent): EventDetail {
  const fighter = presentFighter(ctx, event.combatant, at(event.path, "combatant"));
  const label = `${fighter.stats.name} stepping in ${event.position}`;
  // "After" belongs to the turn just finished; "before" to the turn about to come.
  if (event.position === "before") ctx.walk.leaveFinishedTurn();
  const added = ctx.walk.set(guard(event.path, label, () => ctx.machine.stepIn(ctx.walk.state, fighter.stats.id, event.position)));
  const stepped = added.find((entry) => entry.type === "steppedIn");
  return { kind: "stepIn", combatant: fighter.stats.id, position: event.position, anchorIds: stepped?.type === "steppedIn" ? stepped.anchorIds : [] };
}

function actionEvent(ctx: ReplayContext, event: ActionEvent): EventDetail {
  const fighter = presentFighter(ctx, event.combatant, at(event.path, "combatant"));
  const label = `${fighter.stats.name}'s action`;
  const turn = ctx.walk.reachTurn(fighter.stats.id, (body) => !isDefenceBody(body), event.path, label);
  ctx.walk.markDone(fighter.stats.id);
  return { kind: "action", combatant: fighter.stats.id, actionIndex: turn.actionIndex, actionKind: turn.body.kind, note: event.note };
}

function joinEvent(ctx: ReplayContext, event: JoinEvent): EventDetail {
  const fighter = ctx.fighters.get(event.combatant);
  if (!fighter || fighter.presence !== "arriving") {
    throw new ScenarioError("ScenarioJoinInvalid", `${at(event.path, "combatant")}: only a combatant marked "arrives" joins, and only once.`, { path: at(event.path, "combatant"), value: event.combatant });
  }
  const label = `${fighter.stats.name} joining`;
  fighter.presence = "present";
  const entry = initiativeFor(ctx, fighter, event.initiative, at(event.path, "initiative"));
  const declaration = event.declaration ? declarationOf(event.declaration) : null;
  const added = ctx.walk.set(guard(event.path, label, () => ctx.machine.add(ctx.walk.state, roundCombatantInput(fighter.stats, entry, ctx.round), declaration)));
  if (event.declaration && added.some((entry) => entry.type === "declared")) spendDeclared(fighter, event.declaration);
  const joined = added.find((entry) => entry.type === "joined");
  return {
    kind: "join",
    combatant: fighter.stats.id,
    initiative: { combatantId: fighter.stats.id, score: entry.score, faces: [...entry.faces], total: entry.total },
    actsThisRound: joined?.type === "joined" ? joined.actsThisRound : false,
  };
}

function leaveEvent(ctx: ReplayContext, event: LeaveEvent): EventDetail {
  const fighter = presentFighter(ctx, event.combatant, at(event.path, "combatant"));
  ctx.walk.set(guard(event.path, `${fighter.stats.name} leaving`, () => ctx.machine.remove(ctx.walk.state, fighter.stats.id)));
  fighter.presence = "gone";
  return { kind: "leave", combatant: fighter.stats.id };
}

/** Plays one event of the file against the round under way. */
export function playEvent(ctx: ReplayContext, event: ScenarioEvent): EventDetail {
  // A step-in "after" the turn just finished, and an arrival, come while that turn is still the one reached
  // (an arrival faster than it has missed its slot); everything else waits for the turn to be over.
  if (!(event.kind === "stepIn" && event.position === "after") && event.kind !== "join") ctx.walk.leaveFinishedTurn();
  switch (event.kind) {
    case "attack":
      return attackEvent(ctx, event);
    case "hold":
      return holdEvent(ctx, event);
    case "stepIn":
      return stepInEvent(ctx, event);
    case "action":
      return actionEvent(ctx, event);
    case "escape":
      return escapeEvent(ctx, event);
    case "clinch":
      return clinchEvent(ctx, event);
    case "join":
      return joinEvent(ctx, event);
    case "leave":
      return leaveEvent(ctx, event);
  }
}
