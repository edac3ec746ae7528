import { ABILITIES, type Ability } from "../../src/rules/character/traits";
import type { CharacterStats } from "../../src/rulesets/classic/rules/character/stats";
import type { AttackInput } from "../../src/rulesets/classic/rules/combat/attack";
import { findWeapon } from "../../src/rulesets/classic/rules/combat/equipment";
import { resolveAttack } from "../../src/rulesets/classic/rules/combat/resolve";
import { d10From, seededRandom } from "../../src/rules/dice/random";
import { findManeuver } from "../../src/rulesets/classic/rules/maneuvers/catalogue";
import { CLASSIC_DEFAULTS, type ClassicOptions } from "../../src/rulesets/classic/rules/ruleset/options";
import { medianMicros, micros, type BenchRow } from "./measure";

function sheet(id: string, creature: CharacterStats["creature"]): CharacterStats {
  const abilities = Object.fromEntries(ABILITIES.map((ability) => [ability, 0])) as Record<Ability, number>;
  return {
    id,
    name: id,
    creature,
    attributes: { strength: 3, dexterity: 3, stamina: 3, charisma: 2, manipulation: 2, appearance: 2, perception: 3, intelligence: 2, wits: 3 },
    abilities: { ...abilities, brawl: 3, melee: 3, firearms: 3, athletics: 3 },
    specialties: {},
    willpower: { permanent: 5, current: 5 },
    health: { bashing: 0, lethal: 0, aggravated: 0 },
    armour: { rating: 1, dexterityPenalty: 0 },
    disciplines: { celerity: 0, fortitude: creature === "vampire" ? 2 : 0, potence: creature === "vampire" ? 1 : 0 },
    blood: null,
    garou: null,
    statuses: [],
    ignoresWoundPenalties: false,
  };
}

const attacker = sheet("attacker", "vampire");
const target = sheet("target", "mortal");
const inputs: AttackInput[] = [
  { attacker, target, method: { kind: "unarmed" }, situation: { round: 1 } },
  { attacker, target, method: { kind: "weapon", weapon: findWeapon("sword") }, situation: { round: 1, targetWeapon: findWeapon("knife") } },
  { attacker, target, method: { kind: "weapon", weapon: findWeapon("heavyPistol") }, situation: { round: 1, rangeBand: "long" } },
  { attacker, target, method: { kind: "maneuver", maneuver: findManeuver("vtmKick") }, situation: { round: 1, opponents: 2 } },
];

/** Each chain: attack, the defender's dodge (or parry), damage, soak, apply; faces from a seeded source. */
function chains(options: ClassicOptions, count: number, seed: number): () => void {
  const d10 = d10From(seededRandom(seed));
  return () => {
    for (let i = 0; i < count; i++) {
      const input = inputs[i % inputs.length] ?? inputs[0];
      if (!input) return;
      resolveAttack(input, options, d10, { defence: (choices) => ({ kind: choices.find((c) => c.kind === "parry" && c.available) ? "parry" : "dodge" }) });
    }
  };
}

export function benchAttacks(): BenchRow[] {
  const batch = 100;
  const rows: BenchRow[] = [];
  for (const [label, options] of [
    ["default options", CLASSIC_DEFAULTS],
    ["000 options (removeDice, halfLevelDamage)", { ...CLASSIC_DEFAULTS, defenceMode: "removeDice", halfLevelDamage: true, stunRule: "dazed" }],
  ] as [string, ClassicOptions][]) {
    const perBatch = medianMicros(chains(options, batch, 20240601), { runs: 15, iterations: 20 });
    const perChain = perBatch / batch;
    rows.push({ measure: `Attack chains (attack, defence, damage, soak, apply) per second, ${label}`, value: `${Math.round(1e6 / perChain).toLocaleString("en")} (${micros(perChain)} each)` });
  }
  return rows;
}
