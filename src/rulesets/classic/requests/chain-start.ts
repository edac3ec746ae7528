import { CALLED_SHOTS, COMBAT_TABLES, COVER_CLASSES, POSITIONS, RANGE_BANDS } from "../rules/combat/tables";
import { DAMAGE_CONDITIONS } from "../rules/maneuvers/types";
import { FIRE_MODES } from "../rules/combat/autofire";
import type { AttackFormValues } from "../apps/attack-form";
import type { Outcome } from "../../../outcome";
import { MAX_OPPONENTS } from "./chain-step";
import { extraKey, isDocumentId, isOneOf, isPlainObject as isObject, isWhole, readActorRef, type Read } from "../../../queries/payload-fields";
import { storedStart } from "../data/chat/stored-stats";
import { speakerFor } from "../../../documents/speaker";
import { RulesError } from "../../../rules/errors";
import { classicRulesForPlay } from "../record-rules";
import { attackInputOf, declaredWillpower, formRefusal } from "../apps/attack-form";
import { done, refusalOf, Refusing, reportRefusal } from "../../../outcome";
import { beginChain } from "../chat/chain-record";
import { defenderPlayed, isChainMessage, say } from "../chat/documents";
import { plainObject, resolveActor, type ActorRef } from "../../../chat/records";
import { targetSeenBy } from "../../../chat/targets";
import { CHAIN_HOOKS } from "../chat/chain-hooks";
import { runSteps } from "../chat/perform";
import { readChainSettings } from "../settings";
import { chainItemOf, gatherSetup } from "../chat/attack-setup";
import { askActiveGm, defineRequest } from "../../../queries/registry";
import { planAmbush, resolveAmbush } from "../rules/combat/ambush";
import { poolSpecOf } from "../rules/combat/roll-plan";
import { CHAIN_REVISION } from "../rules/combat/chain";
import { rollFaces } from "../dice/chain-faces";
import { fightOf } from "../round/combat-bridge";
import { spendRounds } from "../chat/clip";
import { startSpray } from "../chat/spray-start";

/**
 * What a player's client asks for when it begins an attack: who attacks whom, with which of the attacker's
 * items, and the dialog's situational choices. Everything else (the weapon's numbers, both characters, the
 * round's action and penalty, the world's options) the Storyteller's client takes from the documents.
 */
export interface StartPayload {
  attacker: ActorRef;
  target: ActorRef;
  /** The attacker's weapon or maneuver item; "" for a bare-handed attack. */
  itemId: string;
  values: AttackFormValues;
  /** A spray's other targets, beside `target` (V20 core, Firearms, Spray); only with `values.fireMode` "spray". */
  targets?: ActorRef[];
  /**
   * An attack with no token targeted (a table playing in the theatre of the mind): the combatant of the attacker's
   * fight it is made on. The Storyteller's client takes the target from that combatant, not from `target`.
   */
  combatantId?: string;
}

/** The answer to `chainStart`: the card's message id once it is written. */
export type StartResult = Outcome<string>;

const VALUE_KEYS = [
  "rollIndex",
  "grappleMode",
  "weaponId",
  "opponents",
  "position",
  "calledShot",
  "blindFighting",
  "rangeBand",
  "aimRounds",
  "targetMovingFast",
  "targetCover",
  "firingFromCover",
  "conditions",
  "willpower",
  "specialty",
  "ambush",
  "storytellerDice",
  "storytellerDifficulty",
  "storytellerDamage",
  "fireMode",
] as const satisfies readonly (keyof AttackFormValues)[];

const RANGES = RANGE_BANDS.filter((band): band is Exclude<(typeof RANGE_BANDS)[number], "beyond"> => band !== "beyond");

/** The dialog's values, each within what the dialog itself offers; the first that is not names the refusal. */
export function readAttackValues(value: unknown): Read<AttackFormValues> {
  if (!isObject(value)) return { ok: false, field: "values" };
  const extra = extraKey(value, VALUE_KEYS);
  if (extra !== undefined) return { ok: false, field: `values.${extra}` };
  const v = value;
  const bad = (name: string): Read<AttackFormValues> => ({ ok: false, field: `values.${name}` });
  if (!isWhole(v.rollIndex, 0, 3)) return bad("rollIndex");
  if (!isOneOf(v.grappleMode, ["", "clinch", "hold"] as const)) return bad("grappleMode");
  if (!(v.weaponId === "" || isDocumentId(v.weaponId))) return bad("weaponId");
  if (!isWhole(v.opponents, 1, MAX_OPPONENTS)) return bad("opponents");
  if (!isOneOf(v.position, POSITIONS)) return bad("position");
  if (!isOneOf(v.calledShot, ["", ...CALLED_SHOTS] as const)) return bad("calledShot");
  if (typeof v.blindFighting !== "boolean") return bad("blindFighting");
  if (!isOneOf(v.rangeBand, RANGES)) return bad("rangeBand");
  if (!isWhole(v.aimRounds, 0, 10)) return bad("aimRounds");
  if (typeof v.targetMovingFast !== "boolean") return bad("targetMovingFast");
  if (!isOneOf(v.targetCover, ["", ...COVER_CLASSES] as const)) return bad("targetCover");
  if (!isOneOf(v.firingFromCover, ["", ...COVER_CLASSES] as const)) return bad("firingFromCover");
  const conditions = v.conditions;
  if (!Array.isArray(conditions) || conditions.length > DAMAGE_CONDITIONS.length || !conditions.every((entry) => isOneOf(entry, DAMAGE_CONDITIONS))) return bad("conditions");
  if (typeof v.willpower !== "boolean") return bad("willpower");
  if (typeof v.specialty !== "boolean") return bad("specialty");
  // Absent from a request of a client that offers no ambush: none was asked for.
  if (v.ambush !== undefined && typeof v.ambush !== "boolean") return bad("ambush");
  if (!isWhole(v.storytellerDice, -20, 20)) return bad("storytellerDice");
  if (!isWhole(v.storytellerDifficulty, -5, 5)) return bad("storytellerDifficulty");
  if (!isWhole(v.storytellerDamage, -20, 20)) return bad("storytellerDamage");
  // Absent from a request of a client that offers no modes of fire: a single shot.
  if (v.fireMode !== undefined && !isOneOf(v.fireMode, FIRE_MODES)) return bad("fireMode");
  return {
    ok: true,
    value: {
      rollIndex: v.rollIndex,
      grappleMode: v.grappleMode,
      weaponId: v.weaponId,
      opponents: v.opponents,
      position: v.position,
      calledShot: v.calledShot,
      blindFighting: v.blindFighting,
      rangeBand: v.rangeBand,
      aimRounds: v.aimRounds,
      targetMovingFast: v.targetMovingFast,
      targetCover: v.targetCover,
      firingFromCover: v.firingFromCover,
      conditions: [...new Set(conditions)],
      willpower: v.willpower,
      specialty: v.specialty,
      ambush: v.ambush === true,
      storytellerDice: v.storytellerDice,
      storytellerDifficulty: v.storytellerDifficulty,
      storytellerDamage: v.storytellerDamage,
      fireMode: v.fireMode ?? "single",
    },
  };
}

/** A start request read field by field; anything else in it makes it a forgery, refused whole. */
export function readStartPayload(value: unknown): Read<StartPayload> {
  if (!isObject(value)) return { ok: false, field: "payload" };
  const extra = extraKey(value, ["attacker", "target", "itemId", "values", "combatantId", "targets"]);
  if (extra !== undefined) return { ok: false, field: extra };
  if (value.combatantId !== undefined && !isDocumentId(value.combatantId)) return { ok: false, field: "combatantId" };
  const attacker = readActorRef(value.attacker, "attacker");
  if (!attacker.ok) return attacker;
  const target = readActorRef(value.target, "target");
  if (!target.ok) return target;
  if (!(value.itemId === "" || isDocumentId(value.itemId))) return { ok: false, field: "itemId" };
  const values = readAttackValues(value.values);
  if (!values.ok) return values;
  const chosen = typeof value.combatantId === "string" ? { combatantId: value.combatantId } : {};
  const others = readSprayTargets(value.targets, values.value.fireMode);
  if (!others.ok) return others;
  const spray = others.value.length ? { targets: others.value } : {};
  return { ok: true, value: { attacker: attacker.value, target: target.value, itemId: value.itemId, values: values.value, ...chosen, ...spray } };
}

/** A spray's other targets: only a spray names any, no more than its arc covers (V20 core, Firearms, Spray). */
function readSprayTargets(value: unknown, mode: AttackFormValues["fireMode"]): Read<ActorRef[]> {
  if (value === undefined) return { ok: true, value: [] };
  if (mode !== "spray" || !Array.isArray(value) || value.length < 1 || value.length >= COMBAT_TABLES.autofire.sprayMaxTargets) return { ok: false, field: "targets" };
  const refs: ActorRef[] = [];
  for (const [index, entry] of value.entries()) {
    const ref = readActorRef(entry, `targets.${String(index)}`);
    if (!ref.ok) return ref;
    refs.push(ref.value);
  }
  return { ok: true, value: refs };
}

/**
 * The target as the sender may attack it: a player attacks a token they can see (not hidden), on the scene of
 * the attacker's own token when it has one; a Storyteller attacks whom they like.
 */
function checkTarget(attacker: ActorRef, target: ActorRef, sender: User.Implementation): void {
  if (!targetSeenBy(sender, target, attacker)) throw new Refusing("STC.Classic.Chain.Error.TargetUnseen");
}

/** The ambusher's Dexterity + Stealth and the target's Perception + Alertness (000 §2.7), rolled with Foundry's dice. */
async function rollAmbush(setup: ReturnType<typeof gatherSetup>) {
  const plans = planAmbush(setup.attacker, setup.target, setup.round);
  const ambusherFaces = await rollFaces(poolSpecOf(plans.ambusher), say("STC.Classic.Attack.AmbushRoll", { name: setup.attacker.name }), null);
  const targetFaces = await rollFaces(poolSpecOf(plans.target), say("STC.Classic.Attack.AmbushWatch", { name: setup.target.name }), null);
  return resolveAmbush(plans, ambusherFaces, targetFaces);
}

/**
 * The target of an attack made on a combatant rather than a token (000 §2.1; for a table playing without a map):
 * a combatant of the fight the attacker is in, with a character, not the attacker itself, and, for a player, one
 * the tracker shows them (not hidden). Its token, when it has one, is the target's.
 */
function chosenCombatantRef(attacker: Actor.Implementation, combatantId: string, sender: User.Implementation): ActorRef {
  const fight = fightOf(attacker.id ?? "");
  const combatant = fight?.combatants.get(combatantId);
  if (!fight || !combatant) throw new Refusing("STC.Classic.Attack.Error.CombatantUnknown");
  if (!sender.isGM && combatant.hidden) throw new Refusing("STC.Classic.Attack.Error.CombatantUnknown");
  const actor = combatant.actor;
  if (!actor) throw new Refusing("STC.Classic.Chain.Error.ActorGone");
  const token = combatant.token ?? null;
  if (actor.id === attacker.id && (token?.id ?? null) === (attacker.token?.id ?? null)) throw new Refusing("STC.Classic.Chain.TargetSelf", { name: attacker.name });
  return { actorId: actor.id ?? "", tokenUuid: token?.uuid ?? "" };
}

async function startChain(payload: unknown, sender: User.Implementation): Promise<StartResult> {
  const read = readStartPayload(payload);
  if (!read.ok) throw new Refusing("STC.Classic.Chain.Error.Forged", { field: read.field });
  const { attacker: attackerRef, itemId, values } = read.value;
  const attacker = resolveActor(attackerRef);
  if (!attacker) throw new Refusing("STC.Classic.Chain.Error.ActorGone");
  // A target chosen among the fight's combatants is checked there; a targeted token as the sender could see it.
  const targetRef = read.value.combatantId === undefined ? read.value.target : chosenCombatantRef(attacker, read.value.combatantId, sender);
  const target = resolveActor(targetRef);
  if (!target) throw new Refusing("STC.Classic.Chain.Error.ActorGone");
  if (read.value.combatantId === undefined) checkTarget(attackerRef, targetRef, sender);
  const item = itemId ? attacker.items.get(itemId) : null;
  if (itemId && (!item || (item.type !== "weapon" && item.type !== "maneuver"))) throw new Refusing("STC.Classic.Chain.Error.ItemUnknown", { name: attacker.name });
  // Gathered here, from the documents: the item's numbers, both characters, the round, the world's options.
  const setup = gatherSetup(attacker, item ? chainItemOf(item) : null, target, sender);
  // The rules plan the attack once here, as the chain begins (its refusal is the planner's own); gatherSetup
  // refused any ruleset but the one the world plays and the chain can run (Classic's, named here).
  const ruleset = classicRulesForPlay().id;
  const refused = formRefusal(setup, values);
  if (refused) return refused;
  if (values.fireMode === "spray") {
    // V20 core, Firearms, Spray: each other target as the sender may aim at it, and none twice.
    const others = read.value.targets ?? [];
    const refs = [targetRef, ...others];
    const keys = new Set(refs.map((ref) => `${ref.actorId}|${ref.tokenUuid}`));
    if (keys.size !== refs.length) throw new Refusing("STC.Classic.Chain.Error.Forged", { field: "targets" });
    for (const ref of others) checkTarget(attackerRef, ref, sender);
    return startSpray({ attacker, attackerRef, item: item ?? null, refs, values, sender, ruleset, first: setup });
  }
  const input = attackInputOf(setup, values);
  if (values.ambush) {
    // 000 §2.7: the ambush is rolled first, here; only an ambusher who wins attacks, with its extra successes.
    const ambush = await rollAmbush(setup);
    if (!ambush.ambusherWins) {
      return { ok: false, key: "STC.Classic.Attack.AmbushFailed", data: { attacker: setup.attacker.name, target: setup.target.name, ambusher: ambush.ambusher.net, watcher: ambush.target.net } };
    }
    input.situation.ambushSuccesses = ambush.extraSuccesses;
  }
  if (Hooks.call(CHAIN_HOOKS.preAttack, input, { actorId: attackerRef.actorId, itemId: setup.use.itemId, targetActorId: targetRef.actorId }) === false) {
    return { ok: false, key: "STC.Classic.Chain.Error.Cancelled", data: {} };
  }
  let chain;
  try {
    chain = beginChain({ kind: "attack", ruleset, start: input, options: setup.options, answers: [] });
  } catch (error) {
    if (error instanceof RulesError) return { ok: false, key: error.i18nKey, data: { ...error.data } };
    throw error;
  }
  // The Willpower point is spent before the card exists, so a chain never carries a success nobody paid for; one
  // declared for this attack was paid with the declaration and is not paid again.
  const willpower = setup.attacker.willpower.current;
  const pays = values.willpower && !declaredWillpower(setup);
  if (pays && !(await attacker.update({ "system.willpower.current": willpower - 1 } as Actor.UpdateData))) {
    throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: attacker.name });
  }
  // The rounds an automatic mode fires leave the clip before the card exists, as the Willpower point does.
  const clip = chain.plan.fire && item ? await spendRounds(item, chain.plan.fire.rounds) : null;
  const created = await ChatMessage.implementation.create({
    type: "classicAttack",
    speaker: speakerFor(attacker),
    system: {
      kind: "attack",
      ruleset,
      attacker: attackerRef,
      target: targetRef,
      used: { itemId: setup.use.itemId, ...setup.use.stored },
      start: storedStart("attack", input),
      options: plainObject(setup.options),
      revision: CHAIN_REVISION,
      answers: [],
      roundAction: setup.turn.kind === "action" ? setup.turn.actionKey : "",
      startedBy: sender.id ?? "",
    },
  });
  const message = created ?? null;
  if (!isChainMessage(message) || !message.id) {
    // No card, no attack: the point and the rounds go back.
    if (pays) await attacker.update({ "system.willpower.current": willpower } as Actor.UpdateData);
    if (clip) await clip.giveBack();
    throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: say("STC.Classic.Chain.TheCard") });
  }
  Hooks.callAll(CHAIN_HOOKS.step, message, { step: "begin", chain, answer: null });
  if (chain.next !== "attackRoll") return done(message.id);
  try {
    await runSteps(message, { step: "attackRoll", seen: 0 }, sender.id ?? "", readChainSettings(defenderPlayed(message)));
  } catch (error) {
    // The card stands (its attack can still be thrown from it); the refusal says why it was not thrown now.
    return refusalOf(error);
  }
  return done(message.id);
}

/**
 * The Storyteller's side of `chainStart`: the chain is built on this client from the documents the payload
 * names and the sender may use, and its card is written here, so no player can write a chain's record. A
 * refusal changes nothing and is told to the Storyteller too.
 */
export async function handleChainStart(payload: unknown, sender: User.Implementation): Promise<StartResult> {
  let result: StartResult;
  try {
    result = await startChain(payload, sender);
  } catch (error) {
    result = refusalOf(error);
  }
  return reportRefusal(sender, result);
}

/** The player's side: asks the Storyteller's client to begin the attack; a failure to ask is a refusal too. */
export async function sendChainStart(payload: StartPayload): Promise<StartResult> {
  try {
    return await askActiveGm("classicChainStart", payload);
  } catch (error) {
    return refusalOf(error);
  }
}

export function defineChainStartRequest(): void {
  defineRequest("classicChainStart", handleChainStart);
}
