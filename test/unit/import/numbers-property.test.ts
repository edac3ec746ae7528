import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ABILITIES, ATTRIBUTES, type Ability } from "../../../src/rules/character/traits";
import { BLOOD_BY_GENERATION } from "../../../src/rulesets/classic/rules/character/generation";
import { WOD20_ABILITIES } from "../../../src/rulesets/classic/import/wod20-names";
import { exported, imported } from "./fixtures";
import { importExport } from "../../../src/rulesets/classic/import/import-export";

/**
 * Every number the rules read arrives unchanged, whatever the character: Attributes, Abilities, Willpower, the
 * track, blood, the generation, Rage, Gnosis, Renown, Virtues, Humanity and the Discipline ratings, drawn over the
 * ranges both systems and this one allow, written into a real export, and read back after the import.
 */

const rating = (max: number) => fc.integer({ min: 0, max });
const traits = <K extends string>(keys: readonly K[], min: number, max: number): fc.Arbitrary<Record<K, number>> =>
  fc.record<Record<K, number>>(Object.fromEntries(keys.map((key) => [key, fc.integer({ min, max })])) as { [P in K]: fc.Arbitrary<number> });
/** A pool: permanent, and current at most that. */
const pool = fc.integer({ min: 0, max: 10 }).chain((permanent) => fc.record({ permanent: fc.constant(permanent), current: fc.integer({ min: 0, max: permanent }) }));
/** Damage on seven levels: aggravated, lethal and bashing together at most 7. */
const damage = fc
  .integer({ min: 0, max: 7 })
  .chain((aggravated) => fc.integer({ min: 0, max: 7 - aggravated }).chain((lethal) => fc.record({ aggravated: fc.constant(aggravated), lethal: fc.constant(lethal), bashing: fc.integer({ min: 0, max: 7 - aggravated - lethal }) })));
const generation = fc.integer({ min: 4, max: 15 });

/** WoD20's key for each of this system's abilities. */
const WOD20_KEY = Object.fromEntries(Object.entries(WOD20_ABILITIES).filter(([key]) => key !== "crafts").map(([key, ours]) => [ours, key])) as Record<Ability, string>;

const values = (traits: Record<string, { value?: number } | undefined> | undefined) => Object.fromEntries(Object.entries(traits ?? {}).map(([key, trait]) => [key, trait?.value]));
const itemRatings = (items: { type: string; name: string; system: Record<string, unknown> }[]) =>
  Object.fromEntries(items.filter((item) => item.type === "discipline").map((item) => [item.name, item.system.rating]));

/** Writes `value` at a dotted path of a file (`system.advantages.willpower.permanent`), making the objects on the way. */
function put(root: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let cursor = root;
  for (const part of parts.slice(0, -1)) {
    const next = cursor[part];
    cursor = (typeof next === "object" && next !== null ? next : (cursor[part] = {})) as Record<string, unknown>;
  }
  cursor[parts.at(-1) ?? ""] = value;
}

/** The file's items, by name, to write into. */
const itemsOf = (file: Record<string, unknown>) => file.items as { name: string; system: Record<string, unknown> }[];

describe("WoD20: no number the rules read is lost", () => {
  it("a vampire's ratings, pools, track, generation, blood and Disciplines", () => {
    fc.assert(
      fc.property(
        traits(ATTRIBUTES, 0, 10),
        traits(ABILITIES, 0, 10),
        pool,
        damage,
        generation.chain((gen) => fc.record({ generation: fc.constant(gen), blood: fc.integer({ min: 0, max: BLOOD_BY_GENERATION[gen]?.pool ?? 10 }) })),
        traits(["celerity", "potence", "presence"] as const, 0, 10),
        traits(["conscience", "selfcontrol", "courage"] as const, 0, 5),
        rating(10),
        (attributes, abilities, willpower, health, { generation, blood }, disciplines, virtues, humanity) => {
          const file = exported("wod20-vampire");
          for (const key of ATTRIBUTES) put(file, `system.attributes.${key}.value`, attributes[key]);
          for (const key of ABILITIES) put(file, `system.abilities.${WOD20_KEY[key]}.value`, abilities[key]);
          put(file, "system.advantages.willpower.permanent", willpower.permanent);
          put(file, "system.advantages.willpower.temporary", willpower.current);
          for (const [type, levels] of Object.entries(health)) put(file, `system.health.damage.${type}`, levels);
          put(file, "system.generation", generation);
          put(file, "system.generationmod", 0);
          put(file, "system.advantages.bloodpool.temporary", blood);
          for (const [key, value] of Object.entries(virtues)) put(file, `system.advantages.virtues.${key}.permanent`, value);
          put(file, "system.advantages.path.permanent", humanity);
          for (const item of itemsOf(file)) {
            const key = item.name.toLowerCase();
            if (key in disciplines) item.system.value = disciplines[key as keyof typeof disciplines];
          }
          const { character } = imported(file);
          const out = character.system;
          expect(values(out.attributes)).toEqual(attributes);
          expect(values(out.abilities)).toEqual(abilities);
          expect(out.willpower).toEqual(willpower);
          expect(out.health).toEqual({ bashing: health.bashing, lethal: health.lethal, aggravated: health.aggravated });
          expect(out.vampire?.generation).toBe(generation);
          expect(out.blood).toEqual({ current: blood });
          expect(out.virtues).toEqual({ conscience: virtues.conscience, selfControl: virtues.selfcontrol, courage: virtues.courage });
          expect(out.morality?.value).toBe(humanity);
          expect(itemRatings(character.items)).toEqual({ Celerity: disciplines.celerity, Potence: disciplines.potence, Presence: disciplines.presence });
          expect(out.disciplines).toEqual({ celerity: disciplines.celerity, potence: disciplines.potence });
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a Garou's Rage, Gnosis, Willpower, Renown, rank and form, with abilities kept in groups", () => {
    const forms = ["homid", "glabro", "crinos", "hispo", "lupus"] as const;
    fc.assert(
      fc.property(
        pool,
        pool,
        pool,
        fc.record({ glory: pool, honor: pool, wisdom: pool }),
        rating(6),
        fc.constantFrom(...forms),
        traits(["brawl", "dodge", "primalurge"] as const, 0, 10),
        (rage, gnosis, willpower, renown, rank, form, abilities) => {
          const file = exported("wod20-garou");
          for (const [name, points] of Object.entries({ rage, gnosis, willpower })) {
            put(file, `system.advantages.${name}.permanent`, points.permanent);
            put(file, `system.advantages.${name}.temporary`, points.current);
          }
          for (const kind of ["glory", "honor", "wisdom"] as const) {
            put(file, `system.renown.${kind}.permanent`, renown[kind].permanent);
            put(file, `system.renown.${kind}.temporary`, renown[kind].current);
          }
          put(file, "system.renown.rank", rank);
          for (const shape of forms) put(file, `system.shapes.${shape}.isactive`, shape === form);
          for (const [key, value] of Object.entries(abilities)) put(file, `system.abilities.talent.${key}.value`, value);
          const out = imported(file).character.system;
          expect(out.garou).toMatchObject({
            form,
            rank,
            rage,
            gnosis,
            renown: Object.fromEntries((["glory", "honor", "wisdom"] as const).map((kind) => [kind, { permanent: renown[kind].permanent, temporary: renown[kind].current }])),
          });
          expect(out.willpower).toEqual(willpower);
          expect([out.abilities?.brawl?.value, out.abilities?.dodge?.value, out.abilities?.primalUrge?.value]).toEqual([abilities.brawl, abilities.dodge, abilities.primalurge]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("VTM-V20: no number the rules read is lost", () => {
  it("a vampire's ratings, pools, track, generation, blood and Disciplines", () => {
    const levels = ["bruised", "hurt", "injured", "wounded", "mauled", "crippled", "incapacitated"];
    fc.assert(
      fc.property(
        traits(ATTRIBUTES, 0, 10),
        traits(ABILITIES.filter((key) => !["dodge", "primalUrge", "enigmas", "rituals"].includes(key)), 0, 10),
        pool,
        damage,
        generation.chain((gen) => fc.record({ generation: fc.constant(gen), blood: fc.integer({ min: 0, max: BLOOD_BY_GENERATION[gen]?.pool ?? 10 }) })),
        traits(["fortitude", "celerity", "animalism"] as const, 0, 10),
        traits(["conscience", "selfControl", "courage"] as const, 0, 5),
        (attributes, abilities, willpower, health, { generation, blood }, disciplines, virtues) => {
          const file = exported("vtm-v20-vampire");
          for (const [key, value] of Object.entries(attributes)) put(file, `system.attributes.${key}`, value);
          for (const [key, value] of Object.entries(abilities)) put(file, `system.abilities.${key}`, value);
          put(file, "system.willpower", { value: willpower.current, max: willpower.permanent });
          // Its levels from the top: aggravated first, then lethal, then bashing, as its own track fills them.
          const marks = [...Array<number>(health.aggravated).fill(3), ...Array<number>(health.lethal).fill(2), ...Array<number>(health.bashing).fill(1)];
          put(file, "system.health.levels", Object.fromEntries(levels.map((level, index) => [level, marks[index] ?? 0])));
          put(file, "system.generation", generation);
          put(file, "system.virtues", virtues);
          put(file, "system.blood.value", blood);
          for (const item of itemsOf(file)) {
            const key = item.name.toLowerCase();
            if (key in disciplines) item.system.level = disciplines[key as keyof typeof disciplines];
          }
          const { character } = imported(file);
          const out = character.system;
          expect(values(out.attributes)).toEqual(attributes);
          expect(Object.fromEntries(Object.entries(values(out.abilities)).filter(([key]) => key in abilities))).toEqual(abilities);
          expect(out.willpower).toEqual(willpower);
          expect(out.health).toEqual({ bashing: health.bashing, lethal: health.lethal, aggravated: health.aggravated });
          expect(out.vampire?.generation).toBe(generation);
          expect(out.blood).toEqual({ current: blood });
          expect(out.virtues).toEqual(virtues);
          expect(itemRatings(character.items)).toEqual({ Fortitude: disciplines.fortitude, Celerity: disciplines.celerity, Animalism: disciplines.animalism });
          expect(out.disciplines).toEqual({ fortitude: disciplines.fortitude, celerity: disciplines.celerity });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("a hostile or broken file never breaks the import", () => {
  it("any JSON as a stamped file's data and items is mapped or refused, never thrown, and every number placed is in range", () => {
    fc.assert(
      fc.property(fc.constantFrom("worldofdarkness", "vtm-v20"), fc.constantFrom("Vampire", "Werewolf", "Mortal", "Creature", "vampire", "mortal"), fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 4 }), (systemId, type, system, items) => {
        const outcome = importExport({ name: "Fuzz", type, system, items, _stats: { systemId } });
        if (!outcome.ok) return;
        const placed = outcome.character.system;
        for (const trait of [...Object.values(placed.attributes ?? {}), ...Object.values(placed.abilities ?? {})]) {
          expect(trait?.value === undefined || (Number.isInteger(trait.value) && trait.value >= 0 && trait.value <= 10)).toBe(true);
        }
        const health = placed.health ?? { bashing: 0, lethal: 0, aggravated: 0 };
        expect((health.bashing ?? 0) + (health.lethal ?? 0) + (health.aggravated ?? 0)).toBeLessThanOrEqual(7);
        if (placed.willpower?.current !== undefined && placed.willpower.permanent !== undefined) expect(placed.willpower.current).toBeLessThanOrEqual(placed.willpower.permanent);
      }),
      { numRuns: 200 },
    );
  });
});

/** Every leaf path of a file: where a broken value can be put. */
function leafPaths(value: unknown, path = ""): string[] {
  if (typeof value !== "object" || value === null) return [path];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, path ? `${path}.${key}` : key));
}

describe("a real export with some of its fields broken", () => {
  it.each(["wod20-vampire", "wod20-garou", "wod20-mortal", "vtm-v20-vampire"] as const)("%s: any field given any value is mapped or refused, never thrown", (name) => {
    const paths = leafPaths(exported(name)).filter((path) => path !== "_stats.systemId");
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 2 })), { minLength: 1, maxLength: 6 }), (breaks) => {
        const file = exported(name);
        for (const [path, value] of breaks) put(file, path, value);
        const outcome = importExport(file);
        if (outcome.ok) expect(outcome.character.name.length).toBeGreaterThan(0);
      }),
      { numRuns: 80 },
    );
  });
});
