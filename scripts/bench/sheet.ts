import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { registerHandlebarsHelpers } from "../../src/apps/handlebars-helpers";
import { PARTIAL_TEMPLATES } from "../../src/rulesets/classic/apps/partials";
import { actorSheetContext } from "../../src/rulesets/classic/apps/context/actor-context";
import { KEYS_ONLY } from "../../src/rulesets/classic/apps/context/combat-view";
import type { SheetItemInput } from "../../src/rulesets/classic/apps/context/item-rows";
import { deriveActor } from "../../src/rulesets/classic/data/actor/derived";
import { gatherCharacterStats, type GatheredItem } from "../../src/rulesets/classic/data/actor/gather-stats";
import type { ActorSystemSource } from "../../src/rulesets/classic/data/actor/source";
import { maneuverSourceOf } from "../../src/rulesets/classic/data/item/maneuver-source";
import type { WeaponSource } from "../../src/rulesets/classic/data/item/source";
import { findManeuver } from "../../src/rulesets/classic/rules/maneuvers/catalogue";
import { ABILITIES, ATTRIBUTES } from "../../src/rules/character/traits";
import { OUTSIDE_COMBAT_ROUND } from "../../src/rulesets/classic/rules/status/now";
import { CLASSIC_DEFAULTS } from "../../src/rulesets/classic/rules/ruleset/options";
import { medianMicros, micros, type BenchRow } from "./measure";
import { templateSource } from "../system-files";

const read = (path: string) => readFileSync(templateSource(path), "utf8");

/** A vampire with 40 items: 16 weapons, 8 armours, 12 powers, 4 maneuvers; 21 attacks on the combat tab, each with exact odds. */
export function character(): { system: ActorSystemSource; items: SheetItemInput[] } {
  const system: ActorSystemSource = {
    creature: "vampire",
    attributes: Object.fromEntries(ATTRIBUTES.map((key, index) => [key, { value: 1 + (index % 5), specialty: "" }])) as ActorSystemSource["attributes"],
    abilities: Object.fromEntries(ABILITIES.map((key, index) => [key, { value: index % 4, specialty: index % 7 === 0 ? "Focus" : "" }])) as ActorSystemSource["abilities"],
    willpower: { permanent: 6, current: 4 },
    health: { bashing: 1, lethal: 1, aggravated: 0 },
    disciplines: { celerity: 2, fortitude: 1, potence: 3 },
    profile: { concept: "", nature: "", demeanor: "", chronicle: "" },
    vampire: { generation: 9, clan: "", sect: "", sire: "" },
    virtues: { conscience: 1, conscienceKind: "conscience", selfControl: 1, selfControlKind: "selfControl", courage: 1 },
    morality: { path: "", value: 7 },
    blood: { current: 10, ghoulMax: 0 },
    garou: {
      breed: "homid",
      auspice: "ragabash",
      form: "homid",
      rage: { permanent: 1, current: 1 },
      gnosis: { permanent: 1, current: 1 },
      tribe: "",
      camp: "",
      rank: 1,
      renown: { glory: { permanent: 0, temporary: 0 }, honor: { permanent: 0, temporary: 0 }, wisdom: { permanent: 0, temporary: 0 } },
      formImages: { homid: "", glabro: "", crinos: "", hispo: "", lupus: "" },
    },
    biography: "<p>A long life.</p>",
  };
  const items: SheetItemInput[] = [];
  for (let i = 0; i < 16; i++) {
    const ranged = i % 2 === 1;
    items.push({
      id: `w${i}`,
      name: `Weapon ${i}`,
      type: "weapon",
      img: "",
      system: {
        identifier: "",
        description: "",
        kind: ranged ? "ranged" : "melee",
        damage: { attribute: ranged ? "" : "strength", bonus: 2, type: "lethal" },
        damageSource: ranged ? "ranged" : "edged",
        silver: false,
        difficulty: 6,
        range: 20,
        rate: 3,
        clip: 6,
        chambered: false,
        automatic: false,
        concealment: "jacket",
        equipped: i === 0,
        source: "",
      } satisfies WeaponSource,
    });
  }
  for (let i = 0; i < 8; i++) items.push({ id: `a${i}`, name: `Armour ${i}`, type: "armor", img: "", system: { identifier: "", description: "", source: "", rating: 1 + (i % 5), dexterityPenalty: i % 3, equipped: i === 0 } });
  for (let i = 0; i < 12; i++) items.push({ id: `p${i}`, name: `Power ${i}`, type: "power", img: "", system: { identifier: "", description: "", kind: "discipline", level: 1 + (i % 5), belongsTo: "", cost: { blood: 0, willpower: 0, rage: 0, gnosis: 0 }, roll: { first: "dexterity", second: "brawl", difficulty: 6 } } });
  for (const [i, id] of ["vtmKick", "w20Claw", "w20Grapple", "w20Curbstomp"].entries()) items.push({ id: `m${i}`, name: `Maneuver ${i}`, type: "maneuver", img: "", system: maneuverSourceOf(findManeuver(id)) });
  return { system, items };
}

/**
 * A character's sheet drawn as Foundry draws it, timed: the gathered stats, the derived numbers, the sheet's
 * context and every part's template. Keys only, as the `localize` helper here: outside Foundry there is no game
 * whose translator the plural helper could ask.
 */
export function timeSheet(system: ActorSystemSource, items: SheetItemInput[], lang: string): { time: number; size: number } {
  const env = Handlebars.create();
  env.registerHelper("localize", (key: string) => key);
  registerHandlebarsHelpers(env);
  env.registerHelper("stcPlural", (key: string) => key);
  for (const path of PARTIAL_TEMPLATES) env.registerPartial(path, read(path));
  const parts = ["header", "tabs", "traits", "combat", "powers", "biography"].map((part) => env.compile(read(`templates/classic/actor/${part}.hbs`)));
  let size = 0;
  const time = medianMicros(
    () => {
      const stats = gatherCharacterStats({ id: "a", name: "Bench", system, items: items as GatheredItem[] });
      const derived = deriveActor(stats, system.vampire.generation, items as GatheredItem[], { options: CLASSIC_DEFAULTS, round: OUTSIDE_COMBAT_ROUND });
      const context = actorSheetContext({ id: "a", name: "Bench", img: "", system, derived, items, editable: true, biographyHTML: system.biography, i18n: KEYS_ONLY, lang });
      size = parts.reduce((sum, part) => sum + part(context).length, 0);
    },
    { runs: 15, iterations: 20 },
  );
  return { time, size };
}

export function benchSheet(): BenchRow[] {
  const { system, items } = character();
  const { time, size } = timeSheet(system, items, "en");
  return [{ measure: `Character sheet with 40 items: context preparation + template render (median; ${Math.round(size / 1024)} KiB of HTML)`, value: micros(time) }];
}
