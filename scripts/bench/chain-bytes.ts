import { storedStart } from "../../src/rulesets/classic/data/chat/stored-stats";
import { ABILITIES, type Ability } from "../../src/rules/character/traits";
import type { CharacterStats } from "../../src/rulesets/classic/rules/character/stats";
import type { AttackInput } from "../../src/rulesets/classic/rules/combat/attack";
import { findWeapon } from "../../src/rulesets/classic/rules/combat/equipment";
import { answersOf } from "../../src/rulesets/classic/rules/combat/replay";
import { resolveAttack } from "../../src/rulesets/classic/rules/combat/resolve";
import { d10From, seededRandom } from "../../src/rules/dice/random";
import { findManeuver } from "../../src/rulesets/classic/rules/maneuvers/catalogue";
import { CLASSIC_DEFAULTS, type ClassicOptions } from "../../src/rulesets/classic/rules/ruleset/options";
import type { BenchRow } from "./measure";

/**
 * What a chain message stores, as the Storyteller's client writes it (src/rulesets/classic/requests/chain-start.ts, chat/perform.ts): the
 * start with its characters packed, the options, and one answer per step with who gave it. Ids are Foundry's
 * sixteen characters; the message's own envelope (id, author, speaker, timestamps) comes on top.
 */
const ID = "a".repeat(16);

function sheet(id: string, creature: CharacterStats["creature"]): CharacterStats {
  const abilities = Object.fromEntries(ABILITIES.map((ability) => [ability, 0])) as Record<Ability, number>;
  return {
    id: ID,
    name: id,
    creature,
    attributes: { strength: 3, dexterity: 3, stamina: 3, charisma: 2, manipulation: 2, appearance: 2, perception: 3, intelligence: 2, wits: 3 },
    abilities: { ...abilities, brawl: 3, melee: 3, firearms: 2, athletics: 3, dodge: 1, alertness: 2, stealth: 1 },
    specialties: {},
    willpower: { permanent: 5, current: 5 },
    health: { bashing: 0, lethal: 0, aggravated: 0 },
    armour: { rating: 1, dexterityPenalty: 0 },
    disciplines: { celerity: 0, fortitude: creature === "vampire" ? 2 : 0, potence: creature === "vampire" ? 1 : 0 },
    blood: creature === "vampire" ? { permanent: 10, current: 10 } : null,
    garou: null,
    statuses: [],
    ignoresWoundPenalties: false,
  };
}

const attacker = sheet("Attacker", "vampire");
const target = sheet("Target", "mortal");
const inputs: AttackInput[] = [
  { attacker, target, method: { kind: "maneuver", maneuver: findManeuver("w20Punch") }, situation: { round: 1 } },
  { attacker, target, method: { kind: "weapon", weapon: findWeapon("sword") }, situation: { round: 1, targetWeapon: findWeapon("knife"), opponents: 2 } },
  { attacker, target, method: { kind: "weapon", weapon: findWeapon("heavyPistol") }, situation: { round: 1, rangeBand: "long", targetCover: "light" } },
  { attacker, target, method: { kind: "maneuver", maneuver: findManeuver("w20LowBlow") }, situation: { round: 1 } },
];

function storedBytes(input: AttackInput, options: ClassicOptions, seed: number): number {
  const chain = resolveAttack(input, options, d10From(seededRandom(seed)), { defence: (choices) => ({ kind: choices.find((choice) => choice.available)?.kind ?? "none" }) });
  const answers = answersOf(chain).map((answer) => ({ ...answer, by: ID, ...(answer.step === "apply" ? { created: chain.result?.started.map(() => ID) ?? [] } : {}) }));
  const system = {
    kind: "attack",
    attacker: { actorId: ID, tokenUuid: `Scene.${ID}.Token.${ID}` },
    target: { actorId: ID, tokenUuid: `Scene.${ID}.Token.${ID}` },
    used: { itemId: ID, name: "A weapon or maneuver" },
    start: storedStart("attack", input),
    options,
    answers,
    undoneBy: "",
    roundAction: "",
    startedBy: ID,
  };
  return JSON.stringify(system).length;
}

export function benchChainBytes(): BenchRow[] {
  const sizes = inputs.flatMap((input) => Array.from({ length: 250 }, (_, seed) => storedBytes(input, CLASSIC_DEFAULTS, seed + 1))).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const most = sizes.at(-1) ?? 0;
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  return [{ measure: "Stored chat data per attack chain (the message's system data, 1,000 chains of 4 kinds)", value: `median ${kib(median)}, largest ${kib(most)}` }];
}
