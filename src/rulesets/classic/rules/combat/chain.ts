import { readPool, type PoolResult } from "../dice/pool";
import { RulesError, shownValue } from "../../../../rules/errors";
import { applyDamage, type DamageApplication, type TrackConsequence } from "../health/track";
import type { HealthState } from "../health/state";
import { isIncapacitated, woundPenalty } from "../health/wounds";
import type { ClassicOptions } from "../ruleset/options";
import { mergeStatuses } from "../status/active";
import {
  blindedStatus,
  healthStatuses,
  heldStatus,
  knockdownStatus,
  lowBlowStun,
  pistolWhipStun,
  stunFromDamage,
} from "../status/apply";
import type { StatusEffect } from "../status/types";
import { ownStatusModifiers, planAttack, type AttackInput, type AttackPlan } from "./attack";
import { defenceOptions, planDefence, type DefenceChoice, type DefenceOption } from "./defence";
import { buildRoll, poolSpecOf, type NamedModifier, type RollPlan } from "./roll-plan";
import { bestSoakIndex, SOAK_TABLE, soakRolls, type SoakTraits } from "./soak";
import { COMBAT_TABLES, type CombatTables } from "./tables";
import { divideSpray } from "./autofire";

/**
 * The Classic attack as a chain of steps, one chat card each (rules map, Attack to Status effects). Every
 * step is a pure function of the chain so far and what was rolled or chosen, and returns the next chain.
 * The order depends on `defenceMode`: under `subtractSuccesses` (004) the attack is rolled and the defence
 * then cancels its successes; under `removeDice` (000 §2.11) the defender rolls first and takes dice away.
 */
export const CLASSIC_STEPS = ["defenceChoice", "defenceRoll", "attackRoll", "damageRoll", "soakRoll", "effectRoll", "apply"] as const;
export type ClassicStep = (typeof CLASSIC_STEPS)[number];

/**
 * How the attack ended; each is a language key under `STC.Classic.Combat.Outcome`. `standoff` belongs to rulesets
 * with contested pools; Classic ends an exactly cancelled attack as `defended`.
 */
export type AttackOutcome = "botch" | "miss" | "defended" | "standoff" | "disarmed" | "noDamage" | "soaked" | "damaged" | "effectOnly";

export type CombatEvent =
  /** A botched attack: the Storyteller decides the mishap (rules map, Attack). */
  | { kind: "attackBotched" }
  | { kind: "weaponDropped"; who: "attacker" | "target"; weaponId: string }
  /** A reminder for the Storyteller: a language key. */
  | { kind: "note"; key: string };

export interface RollRecord {
  roll: RollPlan;
  result: PoolResult;
}

export interface HitRecord {
  /** Net successes of the attack roll. */
  attack: number;
  /** Successes the defence took off (subtractSuccesses) or 0 (removeDice: it took dice instead). */
  cancelled: number;
  /** Successes that landed: the first hits, each further one adds a damage die (000 §3.1, 004 Resolution). */
  net: number;
  /** The target could not move: the attack hit whatever the dice said (000 §2.10, 004 Immobilization). */
  automatic: boolean;
}

export interface SoakRecord {
  /** Every way the target could soak (004 exceptional humans have two); empty when it cannot. */
  options: RollPlan[];
  chosen: number;
  roll: RollPlan | null;
  result: PoolResult | null;
  /** Damage successes the soak removed: never more than there were (000 §4). */
  soaked: number;
  /** Damage successes left, each a health level (or a stroke under `halfLevelDamage`). */
  left: number;
  /** The defender's soak traits when they rolled, where they differ from the attack's start (see soakAsNow). */
  traits?: SoakTraits;
}

export interface EffectRollRecord extends RollRecord {
  effect: "knockdown" | "lowBlow" | "stunCheck";
  /**
   * The roll was not made, and nobody was asked for it: the target is incapacitated by this attack (the rules
   * map's health track: Incapacitated, no action) or its pool is empty. `result` is then the empty roll, a failure.
   */
  skipped?: EffectRollSkip;
}

/** Why the roll against a maneuver's effect was not made. */
export type EffectRollSkip = "incapacitated" | "noDice";

/**
 * The revision of the chain's rules a new card is made under. Revision 0 (every card from before it) asks for
 * the roll against a maneuver's effect whatever the target's state and starts every status on an incapacitated
 * target; revision 1 passes over a roll that cannot be made and starts no status that only takes away actions
 * an incapacitated target no longer has. A card keeps the revision it was made under, so it replays, and is
 * undone, exactly as it was played.
 */
export const CHAIN_REVISION = 1;

export interface ApplyRecord {
  before: { health: HealthState; statuses: StatusEffect[] };
  /** What the Foundry layer writes to the target, in one update. */
  after: { health: HealthState; statuses: StatusEffect[] };
  damage: DamageApplication | null;
  /** Statuses this attack started. */
  started: StatusEffect[];
  consequence: TrackConsequence;
  events: CombatEvent[];
}

export interface ClassicAttackChain {
  ruleset: "classic";
  options: ClassicOptions;
  tables: CombatTables;
  plan: AttackPlan;
  defenceOptions: DefenceOption[];
  defenceChoice: DefenceChoice | null;
  defence: RollRecord | null;
  /** Dice the defence removed from the attack pool (removeDice). */
  removedDice: number;
  attack: RollRecord | null;
  hit: HitRecord | null;
  disarmed: boolean;
  damage: RollRecord | null;
  soak: SoakRecord | null;
  effectRoll: EffectRollRecord | null;
  result: ApplyRecord | null;
  next: ClassicStep | "done";
  outcome: AttackOutcome | null;
  /** The steps taken, in order: the transcript numbers them. */
  history: ClassicStep[];
  /** The rules' revision the chain is played under (CHAIN_REVISION when absent); a stored card's own is set on it. */
  revision?: number;
}

const revisionOf = (chain: ClassicAttackChain): number => chain.revision ?? CHAIN_REVISION;

function expect(chain: ClassicAttackChain, step: ClassicStep): void {
  if (chain.next !== step) {
    throw new RulesError("ChainStepOutOfOrder", `The attack chain expects ${chain.next}, not ${step}.`, { expected: chain.next, got: step });
  }
}

function record(chain: ClassicAttackChain, step: ClassicStep, changes: Partial<ClassicAttackChain>): ClassicAttackChain {
  return { ...chain, ...changes, history: [...chain.history, step] };
}

function anyDefence(chain: ClassicAttackChain): boolean {
  return chain.defenceOptions.some((option) => option.available);
}

/** Ends the chain without touching the target (a botch, a miss, a defended attack). */
function endUntouched(chain: ClassicAttackChain, outcome: AttackOutcome, events: CombatEvent[]): ClassicAttackChain {
  const target = chain.plan.target;
  const state = { health: { ...target.health }, statuses: target.statuses.map((s) => ({ ...s })) };
  return {
    ...chain,
    next: "done",
    outcome,
    result: { before: state, after: state, damage: null, started: [], consequence: "none", events },
  };
}

/** A chain at its start, before anything is rolled or chosen. */
export function freshChain(plan: AttackPlan, options: ClassicOptions, tables: CombatTables): ClassicAttackChain {
  return {
    ruleset: "classic",
    options: { ...options },
    tables,
    plan,
    defenceOptions: defenceOptions(plan),
    defenceChoice: null,
    defence: null,
    removedDice: 0,
    attack: null,
    hit: null,
    disarmed: false,
    damage: null,
    soak: null,
    effectRoll: null,
    result: null,
    next: "attackRoll",
    outcome: null,
    history: [],
  };
}

export function beginAttack(input: AttackInput, options: ClassicOptions, tables: CombatTables = COMBAT_TABLES): ClassicAttackChain {
  const chain = freshChain(planAttack(input, options, tables), options, tables);
  if (options.defenceMode === "removeDice" && anyDefence(chain)) return { ...chain, next: "defenceChoice" };
  return chain;
}

/** The attack roll as it will be thrown: under `removeDice`, less the dice the defence took. */
export function attackRollPlan(chain: ClassicAttackChain): RollPlan {
  const base = chain.plan.roll;
  if (chain.removedDice === 0) return base;
  const modifiers: NamedModifier[] = [...base.modifiers, { id: "defenceRemovedDice", dice: -chain.removedDice }];
  return buildRoll(base.kind, base.parts, modifiers, { baseDifficulty: base.baseDifficulty, willpower: base.willpower, doubleTens: base.doubleTens });
}

export function defenceRollPlan(chain: ClassicAttackChain): RollPlan {
  if (!chain.defenceChoice) throw new RulesError("ChainStepOutOfOrder", "No defence has been chosen yet.", { expected: "defenceChoice", got: "defenceRoll" });
  return planDefence(chain.plan, chain.defenceChoice, chain.options, chain.tables);
}

function afterHit(chain: ClassicAttackChain, hit: HitRecord, step: ClassicStep, changes: Partial<ClassicAttackChain>): ClassicAttackChain {
  const next = record(chain, step, { ...changes, hit });
  const plan = chain.plan;
  if (plan.effect.kind === "disarm" && plan.target.weapon && hit.net > plan.target.attributes.strength) {
    // 004 Disarm: more successes than the target's Strength knock the weapon away instead of hurting.
    return { ...next, disarmed: true, next: "apply" };
  }
  if (plan.damage) return { ...next, next: "damageRoll" };
  return toEffect(next);
}

/** Rolls (or reads) the attack. A botch, a miss, or a pool emptied by the defence ends the chain. */
export function rollAttack(chain: ClassicAttackChain, faces: readonly number[]): ClassicAttackChain {
  expect(chain, "attackRoll");
  const roll = attackRollPlan(chain);
  const result = readPool(faces, poolSpecOf(roll));
  const plan = chain.plan;
  const attack = { roll, result };
  if (plan.automaticHit) {
    return afterHit(chain, { attack: result.net, cancelled: 0, net: Math.max(1, result.net), automatic: true }, "attackRoll", { attack });
  }
  if (result.botch) {
    const events: CombatEvent[] = [{ kind: "attackBotched" }];
    // 004 Disarm: a botched disarm costs the attacker its own weapon.
    if (plan.effect.kind === "disarm" && plan.attacker.weapon) events.push({ kind: "weaponDropped", who: "attacker", weaponId: plan.attacker.weapon.id });
    return endUntouched(record(chain, "attackRoll", { attack }), "botch", events);
  }
  // V20 core, Firearms, Spray: this target takes its share of the roll's successes.
  const net = plan.spray ? sprayShare(chain, result.net) : result.net;
  if (net === 0) return endUntouched(record(chain, "attackRoll", { attack }), "miss", []);
  if (chain.options.defenceMode === "subtractSuccesses" && chain.defenceChoice === null) {
    if (anyDefence(chain)) return { ...record(chain, "attackRoll", { attack }), next: "defenceChoice" };
  }
  return afterHit(chain, { attack: net, cancelled: 0, net, automatic: false }, "attackRoll", { attack });
}

/** A spray target's share of the attack's successes (V20 core, Firearms, Spray), by the table's division. */
export function sprayShare(chain: ClassicAttackChain, successes: number): number {
  const place = chain.plan.spray;
  if (!place) return successes;
  return divideSpray(successes, place.of, chain.tables.autofire)[place.index] ?? 0;
}

/** The successes the attack landed before any defence: a spray target's share, or the roll's. */
function attackSuccesses(chain: ClassicAttackChain): number {
  return sprayShare(chain, chain.attack?.result.net ?? 0);
}

/** Records the defender's choice among `defenceOptions`; "none" takes the attack undefended. */
export function chooseDefence(chain: ClassicAttackChain, choice: DefenceChoice): ClassicAttackChain {
  expect(chain, "defenceChoice");
  if (choice.kind !== "none") defenceRollPlan({ ...chain, defenceChoice: choice }); // refuses an unavailable defence now
  if (choice.kind === "none" && chain.options.defenceMode === "subtractSuccesses") {
    const attack = attackSuccesses(chain);
    return afterHit(chain, { attack, cancelled: 0, net: attack, automatic: false }, "defenceChoice", { defenceChoice: choice });
  }
  const next = record(chain, "defenceChoice", { defenceChoice: choice });
  return { ...next, next: choice.kind === "none" ? "attackRoll" : "defenceRoll" };
}

/**
 * The defence roll and its effect: each success cancels one attack success (004, `subtractSuccesses`), or
 * removes one die from the attack pool before it is rolled (000 §2.11, `removeDice`). It never botches.
 */
export function rollDefence(chain: ClassicAttackChain, faces: readonly number[]): ClassicAttackChain {
  expect(chain, "defenceRoll");
  const roll = defenceRollPlan(chain);
  const result = readPool(faces, poolSpecOf(roll));
  const defence = { roll, result };
  if (chain.options.defenceMode === "removeDice") {
    const pool = chain.plan.roll.pool;
    const removedDice = Math.min(pool, result.net);
    const next = record(chain, "defenceRoll", { defence, removedDice });
    // 000 §2.11: "Gordon misses as he has no dice left." Automatic successes (Willpower) still roll.
    if (pool > 0 && removedDice >= pool && chain.plan.roll.automaticSuccesses === 0 && !chain.plan.roll.willpower) return endUntouched(next, "defended", []);
    return { ...next, next: "attackRoll" };
  }
  const attack = attackSuccesses(chain);
  const cancelled = Math.min(attack, result.net);
  const net = attack - cancelled;
  if (net === 0) return endUntouched(record(chain, "defenceRoll", { defence }), "defended", []);
  return afterHit(chain, { attack, cancelled, net, automatic: false }, "defenceRoll", { defence });
}

/**
 * The damage roll: the weapon's or maneuver's damage, one more die per attack success beyond the first,
 * the called shot's dice, Potence's automatic successes; difficulty 6; 1s cancel nothing, no botch
 * (000 §3.1-3.4, 004 Resolution).
 */
export function damageRollPlan(chain: ClassicAttackChain): RollPlan {
  const damage = chain.plan.damage;
  const hit = chain.hit;
  if (!damage || !hit) throw new RulesError("ChainStepOutOfOrder", "There is no damage to roll yet.", { expected: chain.next, got: "damageRoll" });
  const modifiers: NamedModifier[] = [{ id: "extraSuccesses", dice: hit.net - 1 }, ...damage.modifiers];
  return buildRoll("damage", damage.parts, modifiers, { baseDifficulty: chain.tables.baseDifficulty });
}

export function rollDamage(chain: ClassicAttackChain, faces: readonly number[]): ClassicAttackChain {
  expect(chain, "damageRoll");
  const roll = damageRollPlan(chain);
  const result = readPool(faces, poolSpecOf(roll));
  const next = record(chain, "damageRoll", { damage: { roll, result } });
  if (result.net === 0) return toEffect(next);
  const type = chain.plan.damageType;
  const options = type ? soakRolls(chain.plan.target.soak, type.soakKey) : [];
  const chosen = bestSoakIndex(options);
  const best = options[chosen];
  if (!best || (best.pool === 0 && best.automaticSuccesses === 0)) {
    const soak: SoakRecord = { options, chosen, roll: null, result: null, soaked: 0, left: result.net };
    return toEffect({ ...next, soak });
  }
  return { ...next, soak: { options, chosen, roll: null, result: null, soaked: 0, left: result.net }, next: "soakRoll" };
}

export function soakRollPlan(chain: ClassicAttackChain, choice?: number): RollPlan {
  const soak = chain.soak;
  const index = choice ?? soak?.chosen ?? -1;
  const roll = soak?.options[index];
  if (!roll) throw new RulesError("SoakChoiceInvalid", `There is no soak number ${String(index)} for this damage.`, { value: String(index) });
  return roll;
}

const isSoakTraits = (value: SoakTraits): boolean =>
  typeof value === "object" && value !== null && Object.hasOwn(SOAK_TABLE, value.profile) && [value.stamina, value.fortitude, value.armour].every((n) => Number.isInteger(n) && n >= 0 && n <= 20);

/**
 * The soak as the defender stands when it is rolled (000 §4: the target soaks the damage it takes): a Garou who
 * changed form, or a character who put on armour or raised Fortitude since the attack began, soaks with what
 * they have now. The ways to soak are computed again from `traits`; when none is left, the soak is passed over
 * and the damage goes on whole.
 */
export function soakAsNow(chain: ClassicAttackChain, traits: SoakTraits): ClassicAttackChain {
  expect(chain, "soakRoll");
  if (!isSoakTraits(traits)) {
    const name = chain.plan.target.name;
    throw new RulesError("StatsValueUnknown", `${name}: the soak traits are not numbers a character can have.`, { name, field: "soak", value: shownValue(JSON.stringify(traits)) });
  }
  const type = chain.plan.damageType;
  const options = type ? soakRolls(traits, type.soakKey) : [];
  const chosen = bestSoakIndex(options);
  const best = options[chosen];
  const left = chain.damage?.result.net ?? 0;
  const soak: SoakRecord = { options, chosen, roll: null, result: null, soaked: 0, left, traits: { ...traits } };
  if (!best || (best.pool === 0 && best.automaticSuccesses === 0)) {
    return toEffect(record(chain, "soakRoll", { soak }));
  }
  return { ...chain, soak };
}

/** The soak roll (000 §4, 004 Soaking): each success removes one damage success, never more than there are. */
export function rollSoak(chain: ClassicAttackChain, faces: readonly number[], choice?: number): ClassicAttackChain {
  expect(chain, "soakRoll");
  const roll = soakRollPlan(chain, choice);
  const result = readPool(faces, poolSpecOf(roll));
  const damage = chain.damage?.result.net ?? 0;
  const soaked = Math.min(damage, result.net);
  const soak: SoakRecord = { ...(chain.soak ?? { options: [roll] }), chosen: choice ?? chain.soak?.chosen ?? 0, roll, result, soaked, left: damage - soaked };
  if (chain.soak?.traits) soak.traits = chain.soak.traits;
  return toEffect(record(chain, "soakRoll", { soak }));
}

/** Damage successes that reach the track. */
export function damageLeft(chain: ClassicAttackChain): number {
  if (chain.disarmed || !chain.damage) return 0;
  return chain.soak ? chain.soak.left : chain.damage.result.net;
}

function previewDamage(chain: ClassicAttackChain): DamageApplication | null {
  const left = damageLeft(chain);
  const type = chain.plan.damageType;
  if (left === 0 || !type) return null;
  return applyDamage(chain.plan.target.health, { type: type.type, successes: left }, { halfLevelDamage: chain.options.halfLevelDamage, creature: chain.plan.target.creature });
}

function effectStep(chain: ClassicAttackChain): ClassicStep {
  const effect = chain.plan.effect;
  if (effect.kind === "knockdown" || effect.kind === "stunCheck") return "effectRoll";
  if (effect.kind === "lowBlow" && (previewDamage(chain)?.levels ?? 0) >= 1) return "effectRoll";
  return "apply";
}

/**
 * Why the roll against the maneuver's effect cannot be made (null when it can, or the chain asks for none): the
 * target this attack leaves incapacitated cannot act (rules map, health track: "Incapacitated (no action)"), and
 * a pool of no dice with no automatic success has nothing to roll (000 §2.11: "no dice left"). Cards of revision 0
 * asked for it anyway.
 */
export function effectRollSkip(chain: ClassicAttackChain): EffectRollSkip | null {
  if (revisionOf(chain) < 1 || effectStep(chain) !== "effectRoll") return null;
  if (isIncapacitated(previewDamage(chain)?.after ?? chain.plan.target.health)) return "incapacitated";
  const roll = effectRollPlan(chain);
  return roll.pool === 0 && roll.automaticSuccesses === 0 ? "noDice" : null;
}

/**
 * The chain moved on to the roll against the maneuver's effect, or past it to the application when it cannot be
 * made: then the empty roll, a failure, is recorded as the effect's roll with why it was passed over, and no one
 * is asked. It is computed again on every replay from the same answers, so undo and replay read the same.
 */
function toEffect(chain: ClassicAttackChain): ClassicAttackChain {
  const step = effectStep(chain);
  const skipped = step === "effectRoll" ? effectRollSkip(chain) : null;
  if (!skipped) return { ...chain, next: step };
  const { effect, ...roll } = effectRollPlan(chain);
  return { ...chain, effectRoll: { effect, roll, result: readPool([], poolSpecOf({ ...roll, pool: 0 })), skipped }, next: "apply" };
}

/**
 * The target's roll against a maneuver's effect, with its wounds as this attack leaves them: Dexterity +
 * Athletics against a knockdown (000 §2.10; difficulty 6, the seed names none), Stamina at difficulty 8
 * against a low blow or a pistol whip (004). `willpower`: the target spends a point on it for one automatic
 * success (V20 core: any roll but damage and soak).
 */
export function effectRollPlan(chain: ClassicAttackChain, willpower = false): RollPlan & { effect: EffectRollRecord["effect"] } {
  const effect = chain.plan.effect;
  const target = chain.plan.target;
  const health = previewDamage(chain)?.after ?? target.health;
  const wounds: NamedModifier = { id: "woundPenalty", dice: woundPenalty(health, target.ignoresWoundPenalties) };
  if (effect.kind === "knockdown") {
    const roll = buildRoll(
      "action",
      [
        { id: "dexterity", dice: target.attributes.dexterity },
        { id: "athletics", dice: target.abilities.athletics },
      ],
      [wounds, ...ownStatusModifiers(target.statuses, chain.plan.round)],
      { baseDifficulty: chain.tables.baseDifficulty, willpower },
    );
    return { ...roll, effect: "knockdown" };
  }
  if (effect.kind === "lowBlow" || effect.kind === "stunCheck") {
    const roll = buildRoll("action", [{ id: "stamina", dice: target.attributes.stamina }], [wounds], { baseDifficulty: effect.staminaDifficulty, willpower });
    return { ...roll, effect: effect.kind };
  }
  throw new RulesError("ChainStepOutOfOrder", "This maneuver has no roll against its effect.", { expected: chain.next, got: "effectRoll" });
}

export function rollEffect(chain: ClassicAttackChain, faces: readonly number[], willpower = false): ClassicAttackChain {
  expect(chain, "effectRoll");
  const { effect, ...roll } = effectRollPlan(chain, willpower);
  const result = readPool(faces, poolSpecOf(roll));
  return { ...record(chain, "effectRoll", { effectRoll: { effect, roll, result } }), next: "apply" };
}

/** The statuses that only take away a character's actions (and the initiative they act on). */
const ACTION_STATUSES: ReadonlySet<StatusEffect["id"]> = new Set(["stunned", "dazed", "knockedDown"]);

function outcomeOf(chain: ClassicAttackChain): AttackOutcome {
  if (chain.disarmed) return "disarmed";
  if (!chain.plan.damage) return "effectOnly";
  if (!chain.damage || chain.damage.result.net === 0) return "noDamage";
  return damageLeft(chain) === 0 ? "soaked" : "damaged";
}

/**
 * Applies the attack to the target: damage on the health track, the stun rule, the maneuver's status, and
 * the statuses the track implies, as one new health state and one status list (the Foundry layer writes
 * both in one update). `current` is the target as it stands now, when other attacks landed since planning.
 */
export function applyAttack(chain: ClassicAttackChain, current?: { health: HealthState; statuses: StatusEffect[] }): ClassicAttackChain {
  expect(chain, "apply");
  const plan = chain.plan;
  const round = plan.round;
  const target = plan.target;
  const before = { health: { ...(current?.health ?? target.health) }, statuses: (current?.statuses ?? target.statuses).map((s) => ({ ...s })) };
  const left = damageLeft(chain);
  const type = plan.damageType;
  const damage =
    left > 0 && type
      ? applyDamage(before.health, { type: type.type, successes: left }, { halfLevelDamage: chain.options.halfLevelDamage, creature: target.creature })
      : null;
  const levels = damage?.levels ?? 0;
  const started: StatusEffect[] = [];
  const stun = stunFromDamage({ levels, stamina: target.attributes.stamina, creature: target.creature, round }, chain.options.stunRule);
  if (stun) started.push(stun);
  const effect = plan.effect;
  const effectResult = chain.effectRoll?.result ?? null;
  const hits = chain.hit?.net ?? 0;
  const events: CombatEvent[] = plan.notes.map((key) => ({ kind: "note", key }));
  if (chain.disarmed && target.weapon) events.push({ kind: "weaponDropped", who: "target", weaponId: target.weapon.id });
  if (effect.kind === "grapple") started.push(heldStatus(plan.attacker.id, round, plan.grappleMode === "clinch" ? (plan.clinchStrength ?? 0) : undefined));
  if (effect.kind === "knockdown" && effectResult) started.push(knockdownStatus(effectResult, round, plan.attacker.id));
  if (effect.kind === "blind") {
    const blinded = blindedStatus(hits, round, effect.diceLost);
    if (blinded) started.push(blinded);
  }
  if (effect.kind === "lowBlow") {
    const stunned = lowBlowStun(levels, effectResult, round);
    if (stunned) started.push(stunned);
  }
  if (effect.kind === "stunCheck" && effectResult) {
    const stunned = pistolWhipStun(effectResult, round);
    if (stunned) started.push(stunned);
  }
  const health = damage?.after ?? before.health;
  const consequence = damage?.consequence ?? "none";
  // An incapacitated target has no action left to lose: a stun, a daze or a knockdown changes nothing (revision 1).
  const kept = revisionOf(chain) >= 1 && isIncapacitated(health) ? started.filter((status) => !ACTION_STATUSES.has(status.id)) : started;
  const statuses = healthStatuses(mergeStatuses(before.statuses, kept), health, consequence, round);
  const result: ApplyRecord = { before, after: { health, statuses }, damage, started: kept, consequence, events };
  return { ...record(chain, "apply", { result }), next: "done", outcome: outcomeOf(chain) };
}
