import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AttackMethod } from "../../../src/rulesets/classic/rules/combat/weaponry";
import type { ClassicAttackChain } from "../../../src/rulesets/classic/rules/combat/chain";
import { RANGED_WEAPONS, MELEE_WEAPONS } from "../../../src/rulesets/classic/rules/combat/equipment";
import { resolveAttack } from "../../../src/rulesets/classic/rules/combat/resolve";
import { d10From, seededRandom } from "../../../src/rules/dice/random";
import { RulesError } from "../../../src/rules/errors";
import { trackBoxes } from "../../../src/rulesets/classic/rules/health/track";
import { MANEUVERS } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { CLASSIC_OPTION_CHOICES, type ClassicOptions } from "../../../src/rulesets/classic/rules/ruleset/options";
import { CREATURE_KINDS, GAROU_FORMS } from "../../../src/rulesets/classic/rules/character/vocabulary";
import { fighter, garou } from "./fixtures";
import { expectedBoxes } from "../health/expected-boxes";

function numbersIn(value: unknown, path = "chain", out: [string, number][] = []): [string, number][] {
  if (typeof value === "number") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, index) => numbersIn(item, `${path}[${index}]`, out));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) numbersIn(item, `${path}.${key}`, out);
  return out;
}

const trait = fc.integer({ min: 1, max: 5 });
const ability = fc.integer({ min: 0, max: 5 });
const sheet = fc.record({
  creature: fc.constantFrom(...CREATURE_KINDS),
  form: fc.constantFrom(...GAROU_FORMS),
  strength: trait,
  dexterity: trait,
  stamina: trait,
  brawl: ability,
  melee: ability,
  firearms: ability,
  athletics: ability,
  fortitude: fc.integer({ min: 0, max: 3 }),
  potence: fc.integer({ min: 0, max: 3 }),
  armour: fc.integer({ min: 0, max: 3 }),
  bashing: fc.integer({ min: 0, max: 6 }),
  lethal: fc.integer({ min: 0, max: 3 }),
  statuses: fc.subarray(["stunned", "held", "immobilised", "blinded"] as const, { maxLength: 2 }),
});
type Sheet = typeof sheet extends fc.Arbitrary<infer T> ? T : never;

function build(id: string, s: Sheet, otherId: string) {
  const changes = {
    attributes: { strength: s.strength, dexterity: s.dexterity, stamina: s.stamina },
    abilities: { brawl: s.brawl, melee: s.melee, firearms: s.firearms, athletics: s.athletics, subterfuge: 2 },
    disciplines: { celerity: 0, fortitude: s.fortitude, potence: s.potence },
    armour: { rating: s.armour, dexterityPenalty: 0 },
    health: { bashing: Math.min(s.bashing, 7 - s.lethal), lethal: s.lethal, aggravated: 0 },
    statuses: s.statuses.map((status) => ({ id: status, sinceRound: 1, expiresAfterRound: null, sourceId: otherId, ...(status === "blinded" ? { value: 2 } : {}) })),
  };
  return s.creature === "garou" ? garou(id, s.form, "homid", changes) : fighter(id, { creature: s.creature, ...changes });
}

const methods: AttackMethod[] = [
  { kind: "unarmed" },
  ...MELEE_WEAPONS.map((weapon) => ({ kind: "weapon" as const, weapon })),
  ...RANGED_WEAPONS.slice(0, 4).map((weapon) => ({ kind: "weapon" as const, weapon })),
  ...MANEUVERS.map((maneuver) => ({ kind: "maneuver" as const, maneuver, grappleMode: "clinch" as const, weapon: MELEE_WEAPONS[1] ?? null })),
];

const optionsArbitrary = fc.record(
  Object.fromEntries(Object.entries(CLASSIC_OPTION_CHOICES).map(([key, choices]) => [key, fc.constantFrom(...(choices as readonly unknown[]))])),
) as fc.Arbitrary<ClassicOptions>;



describe("attack chain invariants (fast-check, seeded faces)", { timeout: 60_000 }, () => {
  it("no NaN; health within the track, its boxes drawn from its amounts; soak never more than the damage; no success, no damage; defence never botches", () => {
    let ran = 0;
    fc.assert(
      fc.property(
        sheet,
        sheet,
        fc.integer({ min: 0, max: methods.length - 1 }),
        optionsArbitrary,
        fc.integer(),
        fc.constantFrom("none", "dodge", "block", "parry"),
        fc.integer({ min: 1, max: 4 }),
        (a, t, methodIndex, options, seed, defence, opponents) => {
          const attacker = build("A", a, "T");
          const target = build("T", t, "A");
          const method = methods[methodIndex] ?? { kind: "unarmed" };
          let chain: ClassicAttackChain;
          try {
            chain = resolveAttack(
              { attacker, target, method, situation: { round: 1, opponents, targetWeapon: MELEE_WEAPONS[0] ?? null } },
              options,
              d10From(seededRandom(seed)),
              { defence: (choices) => (choices.find((c) => c.kind === defence && c.available) ? { kind: defence as "dodge", opponents } : { kind: "none" }) },
            );
          } catch (error) {
            // Refused attacks (a form, a prerequisite, a stunned attacker) are RulesErrors, never anything else.
            expect(error).toBeInstanceOf(RulesError);
            return;
          }
          ran += 1;
          for (const [path, value] of numbersIn(chain)) expect(Number.isNaN(value), path).toBe(false);
          const health = chain.result?.after.health;
          expect(health).toBeDefined();
          if (!health) return;
          for (const amount of [health.bashing, health.lethal, health.aggravated]) expect(amount).toBeGreaterThanOrEqual(0);
          expect(health.bashing + health.lethal + health.aggravated).toBeLessThanOrEqual(7);
          expect(trackBoxes(health).map((box) => box.strokes)).toEqual(expectedBoxes(health));
          if (chain.soak?.result && chain.damage) {
            expect(chain.soak.soaked).toBeLessThanOrEqual(chain.damage.result.net);
            expect(chain.soak.left).toBeGreaterThanOrEqual(0);
          }
          if (chain.attack && chain.attack.result.net === 0 && !chain.plan.automaticHit) {
            expect(chain.damage).toBeNull();
            expect(chain.result?.after.health).toEqual(target.health);
          }
          if (chain.hit && chain.hit.net === 0) expect(chain.damage).toBeNull();
          if (chain.defence) expect(chain.defence.result.botch).toBe(false);
          expect(chain.next).toBe("done");
          expect(chain.outcome).not.toBeNull();
        },
      ),
      { numRuns: 400 },
    );
    expect(ran).toBeGreaterThan(100);
  });
});
