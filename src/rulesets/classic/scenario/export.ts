import type { DeclaredAction } from "../rules/actions/declaration";
import type { CharacterStats, Pool2 } from "../rules/character/stats";
import type { AttackInput } from "../rules/combat/attack";
import type { DefenceChoice } from "../rules/combat/defence";
import type { Weapon } from "../rules/combat/equipment";
import { classicAttackRules } from "../rules/combat/attack-rules";
import { replayAnswers, type RecordedAnswer } from "../rules/combat/replay";
import { summariseClassicAttack } from "../rules/ruleset/classic-attack-summary";
import type { ClassicOptions } from "../rules/ruleset/options";
import type { StatusEffect } from "../rules/status/types";
import type { RoundState } from "../rules/turns/round-state";

/*
 * A Classic fight written out as a scenario file (docs/scenario-format.md, "A fight exported"): the round a
 * Combat stores, the attack chains its cards recorded in that round and the fighters' sheets, in; the JSON a
 * `npm run scenario` replays to the same numbers, out. Pure: plain data only, no Foundry.
 *
 * A Combat keeps its running round and (since they were kept) the earlier rounds of the fight; those exported
 * become the scenario's turns from 1, and statuses are moved back by the rounds before the first, so they last
 * as long as they did at the table.
 */

/** A fighter as the combat holds it: its round id, the id its sheet's stats carry, and the sheet now. */
export interface ExportFighter {
  /** The combatant's id in the round state: the scenario's id. */
  id: string;
  /** The id the chain records give its stats (the actor's). */
  statsId: string;
  /** The sheet as it stands now: used only for a fighter no card of the round names. */
  stats: CharacterStats;
  weapons: readonly Weapon[];
  inHand: string | null;
}

/** A defence answer's cost, as a card records it (src/rulesets/classic/data/chat/attack-chain.ts). */
export interface ExportDefenceCost {
  offer: "free" | "declared" | "abort";
  payment?: "willpowerPoint" | "willpowerRoll";
  faces?: number[];
  granted: boolean;
}

/** One attack card of the round: its start, its answers in order, and the round action it was made with. */
export interface ExportChain {
  kind: "attack" | "clinch";
  ruleset: string;
  start: unknown;
  answers: readonly (RecordedAnswer & { cost?: ExportDefenceCost })[];
  /** The card's round action (`combatId.roundId.combatantId.actionIndex`); blank outside a round. */
  roundAction: string;
  /** The card's result was undone: the attack is not part of the fight. */
  undone: boolean;
  /** The world's options the card was played under. */
  options?: Record<string, unknown>;
}

export interface ScenarioExportInput {
  title: string;
  /** The file's note on what it holds, in the table's language (written by `exportedRounds`' numbers). */
  note: string;
  /** The world's Classic options the cards were played under. */
  options: Record<string, unknown>;
  /** The combat's id: its cards' round actions start with it. */
  combatId: string;
  /** The running (or last) round. */
  round: RoundState;
  /** The earlier rounds the Combat kept, oldest first (absent or empty for a fight begun before they were kept). */
  earlier?: readonly RoundState[];
  /** In table order. */
  fighters: readonly ExportFighter[];
  /** The cards of the world, oldest first; those of other fights or rounds are left out here. */
  chains: readonly ExportChain[];
}

export type ScenarioExportRefusal = "noRound" | "notClassic" | "clinch" | "unfinished" | "stillDeclaring" | "damaged" | "arrival";

/** Why a fight cannot be written as a scenario; `reason` names a language key's last part. */
export class ScenarioExportError extends Error {
  constructor(
    readonly reason: ScenarioExportRefusal,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

type Json = Record<string, unknown>;

function pool(value: Pool2): number | Json {
  return value.current === value.permanent ? value.permanent : { permanent: value.permanent, current: value.current };
}

function nonZero(record: Record<string, number>, skip: number): Record<string, number> | undefined {
  const entries = Object.entries(record).filter(([, value]) => value !== skip);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function weaponJson(weapon: Weapon): Json {
  const common = { id: weapon.id, category: weapon.category, damageType: weapon.damageType, damageSource: weapon.damageSource, concealment: weapon.concealment, ...(weapon.silver ? { silver: true } : {}) };
  if (weapon.category === "melee") return { ...common, strengthBonus: weapon.strengthBonus };
  return { ...common, damage: weapon.damage, range: weapon.range, rate: weapon.rate, clip: weapon.clip, chambered: weapon.chambered, automatic: weapon.automatic };
}

function statusJson(status: StatusEffect, offset: number): Json {
  return {
    id: status.id,
    sinceRound: Math.max(0, status.sinceRound - offset),
    expiresAfterRound: status.expiresAfterRound === null ? null : Math.max(0, status.expiresAfterRound - offset),
    ...(status.sourceId !== undefined ? { sourceId: status.sourceId } : {}),
    ...(status.value !== undefined ? { value: status.value } : {}),
    ...(status.losesAction !== undefined ? { losesAction: status.losesAction } : {}),
  };
}

function combatantJson(id: string, stats: CharacterStats, weapons: readonly Weapon[], inHand: string | null, offset: number): Json {
  const health = stats.health.bashing || stats.health.lethal || stats.health.aggravated ? { ...stats.health } : undefined;
  const out: Json = {
    id,
    name: stats.name,
    creature: stats.creature,
    attributes: { ...stats.attributes },
    abilities: nonZero(stats.abilities, 0),
    specialties: Object.keys(stats.specialties).length ? { ...stats.specialties } : undefined,
    willpower: pool(stats.willpower),
    blood: stats.blood ? pool(stats.blood) : undefined,
    garou: stats.garou ? { ...stats.garou, rage: pool(stats.garou.rage), gnosis: pool(stats.garou.gnosis) } : undefined,
    disciplines: nonZero(stats.disciplines, 0),
    armour: stats.armour.rating || stats.armour.dexterityPenalty ? { rating: stats.armour.rating, dexterityPenalty: stats.armour.dexterityPenalty } : undefined,
    weapons: weapons.length ? weapons.map(weaponJson) : undefined,
    inHand,
    health,
    statuses: stats.statuses.length ? stats.statuses.map((status) => statusJson(status, offset)) : undefined,
    ignoresWoundPenalties: stats.ignoresWoundPenalties || undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined));
}

function actionJson(action: DeclaredAction, idOf: (statsOrRoundId: string) => string): Json {
  const pool = action.pool === undefined || action.pool === null ? {} : { pool: action.pool };
  switch (action.kind) {
    case "attack":
      return { kind: "attack", target: idOf(action.targetId), ...pool, ...(action.note ? { note: action.note } : {}) };
    case "defence":
      return { kind: "defence", defence: action.defence, ...pool };
    case "move":
      return { kind: "move", ...pool, ...(action.note ? { note: action.note } : {}) };
    case "other":
      return { kind: "other", note: action.note, ...pool };
  }
}

/** The round action a card names, read back: which combatant's which action, in which round. */
function actionOf(roundAction: string, combatId: string, roundKey: string): { combatantId: string; actionIndex: number } | null {
  const prefix = `${combatId}.${roundKey}.`;
  if (!roundAction.startsWith(prefix)) return null;
  const rest = roundAction.slice(prefix.length);
  const dot = rest.lastIndexOf(".");
  const actionIndex = Number(rest.slice(dot + 1));
  return dot > 0 && Number.isInteger(actionIndex) ? { combatantId: rest.slice(0, dot), actionIndex } : null;
}

function facesOf(answers: ExportChain["answers"], step: string): number[] {
  const answer = answers.find((entry) => entry.step === step);
  return answer?.kind === "faces" ? [...answer.faces] : [];
}

function defenceJson(chain: ExportChain): Json | string {
  const answer = chain.answers.find((entry) => entry.step === "defenceChoice");
  if (!answer || answer.kind !== "defence") return "none";
  const choice: DefenceChoice = answer.choice;
  const cost = answer.cost;
  const abort = cost?.offer === "abort" ? (cost.payment === "willpowerRoll" ? { willpowerRoll: [...(cost.faces ?? [])] } : "willpowerPoint") : undefined;
  if (choice.kind === "none" && !abort) return "none";
  return {
    kind: choice.kind,
    ...(abort !== undefined ? { abort } : {}),
    ...(choice.opponents !== undefined ? { opponents: choice.opponents } : {}),
    ...(choice.willpower !== undefined ? { willpower: choice.willpower } : {}),
    ...(choice.specialty !== undefined ? { specialty: choice.specialty } : {}),
    ...(choice.storyteller !== undefined ? { storyteller: { ...choice.storyteller } } : {}),
    faces: facesOf(chain.answers, "defenceRoll"),
  };
}

/**
 * The numbers the card shows, from its own record (its start and answers through the chain): the exported attack
 * must replay to them, so the file checks itself.
 */
function recordedNumbers(chain: ExportChain, start: AttackInput, options: Record<string, unknown>): Json {
  let summary;
  try {
    const played = replayAnswers(classicAttackRules, classicAttackRules.begin(start, options as unknown as ClassicOptions), chain.answers);
    summary = summariseClassicAttack(played);
  } catch (error) {
    throw new ScenarioExportError("damaged", `A card of the round does not replay: ${error instanceof Error ? error.message : String(error)}`);
  }
  const net = (step: string) => summary.rolls.find((roll) => roll.step === step)?.net ?? null;
  return {
    attackSuccesses: net("attackRoll"),
    defenceSuccesses: net("defenceRoll"),
    hits: summary.hit?.net ?? null,
    damageSuccesses: net("damageRoll"),
    soaked: summary.soaked,
    levels: summary.damage?.levels ?? 0,
    outcome: summary.outcome,
    health: { ...summary.healthAfter },
  };
}

interface Gear {
  weapons: Weapon[];
  inHand: string | null | undefined;
}

function carry(gear: Gear, weapon: Weapon | null | undefined): void {
  if (weapon && !gear.weapons.some((entry) => entry.id === weapon.id)) gear.weapons.push(weapon);
}

type Placed = { chain: ExportChain; action: { combatantId: string; actionIndex: number } };

/** The rounds to export: the kept earlier ones that lead without a gap to the running one, oldest first. */
/** The first and last turn a file exported from `input` holds: the running one and the earlier ones kept that lead to it. */
export function exportedRounds(input: Pick<ScenarioExportInput, "round" | "earlier">): { first: number; last: number } {
  const rounds = roundsOf(input);
  return { first: rounds[0]?.round ?? input.round.round, last: input.round.round };
}

function roundsOf(input: Pick<ScenarioExportInput, "round" | "earlier">): RoundState[] {
  const rounds = [input.round];
  for (const earlier of [...(input.earlier ?? [])].reverse()) {
    if (earlier.round !== (rounds[0]?.round ?? 0) - 1 || earlier.ruleset !== input.round.ruleset) break;
    rounds.unshift(earlier);
  }
  return rounds;
}

/** What a declaration paid off the sheet as it was accepted (000 §1.2), given back to stats read after it. */
function declaredSpending(rounds: readonly RoundState[], id: string): { willpower: number; blood: number; rage: number } {
  const spent = { willpower: 0, blood: 0, rage: 0 };
  for (const round of rounds) {
    const declaration = round.combatants.find((combatant) => combatant.id === id)?.declaration;
    if (!declaration) continue;
    spent.willpower += declaration.willpowerSpent;
    spent.blood += declaration.bloodSpent + declaration.celerityActions.length;
    spent.rage += declaration.rageActions.length;
  }
  return spent;
}

function givenBack(stats: CharacterStats, spent: { willpower: number; blood: number; rage: number }): CharacterStats {
  const back = (pool: Pool2, points: number): Pool2 => ({ ...pool, current: Math.min(pool.permanent, pool.current + points) });
  return {
    ...stats,
    willpower: back(stats.willpower, spent.willpower),
    blood: stats.blood ? back(stats.blood, spent.blood) : null,
    garou: stats.garou ? { ...stats.garou, rage: back(stats.garou.rage, spent.rage) } : null,
  };
}

/**
 * The fight stored on a Combat as a scenario file's JSON: the running round and the earlier ones the Combat kept,
 * one scenario turn each. Each fighter's stats are those the first card naming it recorded (the sheet as that
 * attack began), with what its declarations had already paid given back; a fighter no card names is written as
 * its sheet is now, likewise. Throws a ScenarioExportError for what the format cannot replay.
 */
export function exportScenario(input: ScenarioExportInput): Json {
  const current = input.round;
  if (current.ruleset !== "classic") throw new ScenarioExportError("notClassic", `The round is played under ${current.ruleset}, not Classic.`);
  if (current.phase === "declaration") throw new ScenarioExportError("stillDeclaring", "The round is still being declared.");
  const rounds = roundsOf(input);
  const offset = (rounds[0]?.round ?? 1) - 1;
  const byStatsId = new Map(input.fighters.map((fighter) => [fighter.statsId, fighter.id]));
  const idOf = (id: string) => byStatsId.get(id) ?? id;

  const chainsByRound = rounds.map((round) => {
    const roundKey = round.roundId ?? String(round.round);
    return input.chains.flatMap((chain): Placed[] => {
      if (chain.undone) return [];
      const action = actionOf(chain.roundAction, input.combatId, roundKey);
      return action ? [{ chain, action }] : [];
    });
  });
  const first = new Map<string, { stats: CharacterStats; roundIndex: number }>();
  const gear = new Map<string, Gear>(input.fighters.map((fighter) => [fighter.id, { weapons: [], inHand: undefined }]));
  chainsByRound.forEach((chains, roundIndex) => {
    for (const { chain } of chains) {
      if (chain.kind === "clinch") throw new ScenarioExportError("clinch", "A clinch's later turn is not exported yet.");
      if (chain.ruleset !== "classic") throw new ScenarioExportError("notClassic", `A card of the round is played under ${chain.ruleset}.`);
      const start = chain.start as AttackInput;
      for (const stats of [start.attacker, start.target]) if (!first.has(idOf(stats.id))) first.set(idOf(stats.id), { stats, roundIndex });
      const attacker = gear.get(idOf(start.attacker.id));
      const target = gear.get(idOf(start.target.id));
      const method = start.method;
      if (attacker) {
        const weapon = method.kind === "weapon" ? method.weapon : method.kind === "maneuver" ? (method.weapon ?? null) : null;
        carry(attacker, weapon);
        if (attacker.inHand === undefined) attacker.inHand = weapon?.id ?? null;
      }
      if (target) {
        carry(target, start.situation.targetWeapon);
        if (target.inHand === undefined) target.inHand = start.situation.targetWeapon?.id ?? null;
      }
    }
  });

  const inFight = new Set(rounds.flatMap((round) => round.combatants.map((combatant) => combatant.id)));
  const combatants = input.fighters
    .filter((fighter) => inFight.has(fighter.id))
    .map((fighter) => {
      const own = gear.get(fighter.id) ?? { weapons: [], inHand: undefined };
      for (const weapon of fighter.weapons) carry(own, weapon);
      const inHand = own.inHand === undefined ? fighter.inHand : own.inHand;
      const seen = first.get(fighter.id);
      const stats = givenBack(seen?.stats ?? fighter.stats, declaredSpending(seen ? rounds.slice(0, seen.roundIndex + 1) : rounds, fighter.id));
      const json = combatantJson(fighter.id, stats, own.weapons, inHand !== null && !own.weapons.some((weapon) => weapon.id === inHand) ? null : inHand, offset);
      return rounds[0]?.combatants.some((combatant) => combatant.id === fighter.id) ? json : { ...json, arrives: true };
    });
  if (combatants.some((combatant) => combatant.arrives)) throw new ScenarioExportError("arrival", "A fighter joined the fight after its first exported turn.");

  const exported = rounds.map((round, index) => roundJson(round, chainsByRound[index] ?? [], index === 0 ? null : (rounds[index - 1] ?? null), input, idOf));
  return {
    title: input.title,
    notes: [input.note],
    ruleset: "classic",
    options: { ...input.options },
    combatants,
    rounds: exported,
  };
}

function roundJson(round: RoundState, chains: readonly Placed[], previous: RoundState | null, input: ScenarioExportInput, idOf: (id: string) => string): Json {
  const declarations = round.combatants.flatMap((combatant) => {
    const declaration = combatant.declaration;
    if (!declaration) return [];
    return [
      {
        combatant: combatant.id,
        actions: declaration.actions.map((action) => actionJson(action, idOf)),
        ...(declaration.celerityActions.length ? { celerityActions: declaration.celerityActions.map((action) => actionJson(action, idOf)) } : {}),
        ...(declaration.rageActions.length ? { rageActions: declaration.rageActions.map((action) => actionJson(action, idOf)) } : {}),
        ...(declaration.willpowerSpent ? { willpowerSpent: declaration.willpowerSpent } : {}),
        ...(declaration.bloodSpent ? { bloodSpent: declaration.bloodSpent } : {}),
        ...(declaration.moves ? { moves: true } : {}),
      },
    ];
  });

  const attackEvent = ({ chain }: Placed): Json => {
    if (chain.answers.length === 0 || chain.answers.at(-1)?.kind !== "apply") {
      throw new ScenarioExportError("unfinished", "An attack of the round is still being played; finish it or undo it first.");
    }
    const start = chain.start as AttackInput;
    const method = start.method;
    const weapon = method.kind === "weapon" ? method.weapon.id : method.kind === "maneuver" ? (method.weapon?.id ?? null) : null;
    // The turn, the multiple-action penalty and the target's weapon come from the fight itself on replay.
    const situation = Object.fromEntries(Object.entries(start.situation).filter(([key]) => !["round", "multipleActionPenalty", "targetWeapon"].includes(key)));
    const soak = chain.answers.find((entry) => entry.step === "soakRoll");
    return {
      attack: {
        attacker: idOf(start.attacker.id),
        target: idOf(start.target.id),
        ...(weapon !== null ? { weapon } : {}),
        ...(method.kind === "maneuver" ? { maneuver: method.maneuver.id, ...(method.rollIndex ? { rollIndex: method.rollIndex } : {}), ...(method.grappleMode ? { grappleMode: method.grappleMode } : {}) } : {}),
        ...(Object.keys(situation).length ? { situation } : {}),
        defence: defenceJson(chain),
        faces: facesOf(chain.answers, "attackRoll"),
        damage: facesOf(chain.answers, "damageRoll"),
        soak: facesOf(chain.answers, "soakRoll"),
        ...(soak?.kind === "faces" && soak.soakChoice !== undefined ? { soakChoice: soak.soakChoice } : {}),
        effect: facesOf(chain.answers, "effectRoll"),
        expect: recordedNumbers(chain, start, chain.options ?? input.options),
      },
    };
  };

  // The events in the order the round took them: holds and steps in as the round recorded them, each attack at
  // the turn it was made in; the attacks of the turn still under way last.
  const events: Json[] = [];
  const placed = new Set<Placed>();
  const attackAt = (combatantId: string, actionIndex: number) => {
    for (const entry of chains) {
      if (placed.has(entry) || entry.action.combatantId !== combatantId || entry.action.actionIndex !== actionIndex) continue;
      placed.add(entry);
      events.push(attackEvent(entry));
    }
  };
  for (const event of round.events) {
    if (event.type === "held") {
      events.push({ hold: { combatant: event.combatantId, ...(event.note.kind === "moment" ? { [event.note.position]: event.note.combatantId } : { condition: event.note.text }) } });
    } else if (event.type === "steppedIn") {
      events.push({ stepIn: { combatant: event.combatantId, position: event.position } });
    } else if (event.type === "acted" && event.kind === "attack") {
      attackAt(event.combatantId, event.actionIndex);
    }
  }
  for (const entry of chains) if (!placed.has(entry)) attackAt(entry.action.combatantId, entry.action.actionIndex);

  // The replay walks a turn to its end and refuses a declared attack without its event: a running turn is
  // exported once every attack declared in it has been made.
  if (round.phase !== "ended") {
    const taken = new Set(chains.map(({ action }) => `${action.combatantId}.${action.actionIndex}`));
    const waiting = round.combatants.some((combatant) =>
      combatant.actions.some((action) => action.body.kind === "attack" && (action.state === "pending" || action.state === "held") && !taken.has(`${combatant.id}.${action.index}`)),
    );
    if (waiting) throw new ScenarioExportError("unfinished", "Declared attacks of the round are still to be made; export the round when it has ended.");
  }

  // Initiative kept from the turn before (`rerollEachRound` off) takes no face.
  const kept = previous !== null && input.options.rerollEachRound === false;
  return {
    initiative: Object.fromEntries(round.combatants.map((combatant) => [combatant.id, kept && previous.combatants.some((entry) => entry.id === combatant.id) ? [] : [...combatant.initiative.faces]])),
    declarations,
    events,
  };
}
