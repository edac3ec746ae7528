import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Handlebars from "handlebars";
import { registerHandlebarsHelpers } from "../../src/apps/handlebars-helpers";
import { PARTIAL_TEMPLATES } from "../../src/rulesets/classic/apps/partials";
import { actorSheetContext } from "../../src/rulesets/classic/apps/context/actor-context";
import { KEYS_ONLY } from "../../src/rulesets/classic/apps/context/combat-view";
import type { SheetItemInput } from "../../src/rulesets/classic/apps/context/item-rows";
import { deriveActor } from "../../src/rulesets/classic/data/actor/derived";
import { gatherCharacterStats, type GatheredItem } from "../../src/rulesets/classic/data/actor/gather-stats";
import type { ActorSystemSource } from "../../src/rulesets/classic/data/actor/source";
import { OUTSIDE_COMBAT_ROUND } from "../../src/rulesets/classic/rules/status/now";
import { CLASSIC_DEFAULTS } from "../../src/rulesets/classic/rules/ruleset/options";
import { medianMicros, micros, type BenchRow } from "./measure";
import { character } from "./sheet";

const root = resolve(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(resolve(root, path.replace("systems/storyteller-combat/", "")), "utf8");

const noCost = { blood: 0, willpower: 0, rage: 0, gnosis: 0 };

/**
 * A vampire carrying a whole chronicle: every trait rated (profile, clan, Virtues, a Path, specialties), and 40
 * items: 6 weapons, 2 armours, 4 maneuvers, 8 Disciplines (two of them paths, Celerity among them), 12 powers of
 * those Disciplines, 4 Backgrounds, 2 Merits and 2 Flaws.
 */
export function chronicleCharacter(): { system: ActorSystemSource; items: SheetItemInput[] } {
  const base = character();
  const system: ActorSystemSource = {
    ...base.system,
    attributes: Object.fromEntries(Object.entries(base.system.attributes).map(([key], index) => [key, { value: 1 + (index % 5), specialty: index % 3 === 0 ? "Focus" : "" }])) as ActorSystemSource["attributes"],
    profile: { concept: "Art forger", nature: "Architect", demeanor: "Bon Vivant", chronicle: "Berlin by Night" },
    vampire: { generation: 7, clan: "Tremere", sect: "Camarilla", sire: "Magnus" },
    virtues: { conscience: 3, conscienceKind: "conviction", selfControl: 4, selfControlKind: "instinct", courage: 3 },
    morality: { path: "Path of Blood", value: 6 },
  };
  const gear = base.items.filter((item) => item.type === "maneuver" || (item.type === "weapon" && Number(item.id.slice(1)) < 6) || (item.type === "armor" && Number(item.id.slice(1)) < 2));
  const disciplines = ["thaumaturgy", "path-of-blood", "lure-of-flames", "celerity", "auspex", "dominate", "presence", "fortitude"];
  const items: SheetItemInput[] = [...gear];
  disciplines.forEach((identifier, index) => {
    const path = identifier.startsWith("path") || identifier.startsWith("lure");
    items.push({ id: `d${index}`, name: identifier, type: "discipline", img: "", system: { identifier, description: "", rating: 1 + (index % 4), parent: path ? "thaumaturgy" : "", inClan: index < 3 } });
  });
  for (let i = 0; i < 12; i++) {
    items.push({
      id: `p${i}`,
      name: `Power ${i}`,
      type: "power",
      img: "",
      system: { identifier: "", description: "", kind: "discipline", level: 1 + (i % 5), belongsTo: disciplines[i % disciplines.length] ?? "", cost: { ...noCost, blood: i % 2 }, roll: { first: "manipulation", second: "intimidation", difficulty: 7 } },
    });
  }
  for (let i = 0; i < 4; i++) items.push({ id: `b${i}`, name: `Background ${i}`, type: "background", img: "", system: { identifier: "", description: "", rating: 1 + i } });
  for (let i = 0; i < 4; i++) items.push({ id: `f${i}`, name: `Merit ${i}`, type: "merit", img: "", system: { identifier: "", description: "", kind: i < 2 ? "merit" : "flaw", points: 1 + i } });
  return { system, items };
}

export function benchChronicleSheet(): BenchRow[] {
  const env = Handlebars.create();
  env.registerHelper("localize", (key: string) => key);
  registerHandlebarsHelpers(env);
  // Keys only, as `localize` above: outside Foundry there is no game whose translator the plural helper asks.
  env.registerHelper("stcPlural", (key: string) => key);
  for (const path of PARTIAL_TEMPLATES) env.registerPartial(path, read(path));
  const parts = ["header", "tabs", "traits", "combat", "powers", "biography"].map((part) => env.compile(read(`templates/actor/${part}.hbs`)));
  const { system, items } = chronicleCharacter();
  if (items.length !== 40) throw new Error(`The chronicle bench wants 40 items, not ${items.length}.`);
  let size = 0;
  const time = medianMicros(
    () => {
      const stats = gatherCharacterStats({ id: "a", name: "Bench", system, items: items as GatheredItem[] });
      const derived = deriveActor(stats, system.vampire.generation, items as GatheredItem[], { options: CLASSIC_DEFAULTS, round: OUTSIDE_COMBAT_ROUND });
      const context = actorSheetContext({ id: "a", name: "Bench", img: "", system, derived, items, editable: true, biographyHTML: system.biography, i18n: KEYS_ONLY, lang: "ru" });
      size = parts.reduce((sum, part) => sum + part(context).length, 0);
    },
    { runs: 15, iterations: 20 },
  );
  return [{ measure: `Character sheet with the whole chronicle (every trait, 40 items of seven kinds): context preparation + template render (median; budget 10 ms; ${Math.round(size / 1024)} KiB of HTML)`, value: micros(time) }];
}
