import type { SheetItemInput } from "../../src/rulesets/classic/apps/context/item-rows";
import type { ActorSystemSource } from "../../src/rulesets/classic/data/actor/source";
import { micros, type BenchRow } from "./measure";
import { character, timeSheet } from "./sheet";

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
  const { system, items } = chronicleCharacter();
  if (items.length !== 40) throw new Error(`The chronicle bench wants 40 items, not ${items.length}.`);
  const { time, size } = timeSheet(system, items, "ru");
  return [{ measure: `Character sheet with the whole chronicle (every trait, 40 items of seven kinds): context preparation + template render (median; budget 10 ms; ${Math.round(size / 1024)} KiB of HTML)`, value: micros(time) }];
}
