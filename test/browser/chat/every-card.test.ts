// Every Classic card, at every stage its record passes through, for every maneuver of the compendia, in English and
// Russian, as a player and as the Storyteller read it, measured in the 324 px chat sidebar against the 360 px budget.
// The chains are played through the system's own requests against the integration layer's stand-in (installed
// first: the system's data models read Foundry's globals when they load); each card is drawn by its message's own
// model, as the chat log draws it.
import { actAs, gm, standIn, standInGame } from "../../integration/stand-in/install";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packSources } from "../../../scripts/packs/pack-documents";
import { findManeuver } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import type { ChainMessage } from "../../../src/rulesets/classic/chat/documents";
import { stepSide } from "../../../src/rulesets/classic/chat/chain-record";
import { undoChain } from "../../../src/rulesets/classic/chat/undo";
import { requestEscape } from "../../../src/rulesets/classic/requests/grapple-escape";
import { startClinchDamage } from "../../../src/rulesets/classic/requests/clinch-damage";
import { sendHazardDamage } from "../../../src/rulesets/classic/requests/hazard-damage";
import { HazardDialog } from "../../../src/rulesets/classic/apps/hazard-dialog";
import { requestPower } from "../../../src/rulesets/classic/requests/chronicle-power";
import { requestFrenzyCheck } from "../../../src/rulesets/classic/requests/chronicle-frenzy";
import { requestRaise } from "../../../src/rulesets/classic/requests/chronicle-raise";
import { requestBloodHealing } from "../../../src/rulesets/classic/requests/chronicle-heal";
import { requestExperience } from "../../../src/rulesets/classic/requests/chronicle-experience";
import { requestShift } from "../../../src/rulesets/classic/requests/chronicle-shift";
import { undoChronicle } from "../../../src/rulesets/classic/chronicle/undo";
import type { ChronicleMessage } from "../../../src/rulesets/classic/chronicle/card";
import { importReportContext } from "../../../src/rulesets/classic/apps/import/report-context";
import { importExport } from "../../../src/rulesets/classic/import/import-export";
import { attack, chainOf, press } from "../../integration/chat/attack";
import { character, faces, inRound, placeToken, players, resetTable, setUpChain, weaponItem } from "../../integration/chat/fixtures";
import { chronicleCharacter } from "../../integration/chronicle/fixtures";
import type { StandInUser } from "../../integration/stand-in/user";
import { closeBrowser, renderTemplate, translate, type Lang } from "../harness";
import { drawnCard, measureCards, overBudget, recordTallest, useLanguage, type DrawnCard, type MeasuredCard, type View } from "./card-budget";

afterAll(closeBrowser);
beforeAll(setUpChain);

const LANGS: readonly Lang[] = ["en", "ru"];

/** Seasoned fighters: big pools make the rolls' lines and the defence buttons as long as a table sees them. */
const FIGHTER = { attributes: { strength: 4, dexterity: 4, stamina: 3, wits: 3 }, abilities: { brawl: 4, athletics: 3, melee: 3, dodge: 2, subterfuge: 2 }, willpower: 6 };
const SWORD = weaponItem("Sword", { identifier: "sword", kind: "melee", damage: { attribute: "strength", bonus: 2, type: "lethal" }, concealment: "trenchcoat" });
const KNIFE = weaponItem("Knife", { identifier: "knife", kind: "melee", damage: { attribute: "strength", bonus: 1, type: "lethal" }, concealment: "jacket" });
const PISTOL = weaponItem("Heavy pistol", { identifier: "heavyPistol", kind: "ranged", damage: { attribute: "", bonus: 5, type: "lethal" }, range: 30, rate: 3, clip: 7, concealment: "jacket" });

/** Every maneuver of the compendia, as its pack's item (the name it ships with, which each table reads in its language). */
const MANEUVERS = packSources()
  .filter((pack) => pack.name.startsWith("maneuvers-"))
  .flatMap((pack) => pack.documents)
  .map((item) => ({ identifier: String(item.system.identifier), item: { name: item.name, type: item.type, img: item.img, system: item.system, flags: item.flags } }));

/** The compendium's grapple, for the maneuvers that need a hold first. */
const GRAPPLE = MANEUVERS.find((entry) => entry.identifier === "w20Grapple")?.item ?? {};

/** Faces for a step: the attack and the damage hit hard, the defence and the soak take a little, the effect's roll fails. */
const FACES: Record<string, number[]> = {
  attackRoll: [9, 8, 8, 7, 7, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
  defenceChoice: [8, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
  defenceRoll: [8, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
  damageRoll: [8, 8, 9, 7, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2],
  soakRoll: [7, 3, 2, 2, 2, 2, 2, 2, 2, 2],
  effectRoll: [3, 2, 2, 2, 2, 2, 2, 2, 2, 2],
};

/** The readers of a card: the attacker's and the defender's players, and the Storyteller. */
const READERS: readonly [StandInUser, View][] = [
  [players.david, "player"],
  [players.alistair, "player"],
  [gm, "storyteller"],
];

const cards: DrawnCard[] = [];

/** The card of `message` now, as each reader sees it, in both languages. */
async function snapshot(message: unknown, type: string, stage: string, readers: readonly [StandInUser, View][] = READERS): Promise<void> {
  for (const lang of LANGS) for (const [user, view] of readers) cards.push({ type, stage, lang, view, html: await drawnCard(message, user, lang) });
  useLanguage("en");
}

/** The user who answers a step: the attacker's player, the defender's player, or the Storyteller. */
function answerer(step: Parameters<typeof stepSide>[0]): StandInUser {
  const side = stepSide(step);
  return side === "attacker" ? players.david : side === "defender" ? players.alistair : gm;
}

/**
 * Plays the chain to its end through the system's requests, keeping the card at each stage when `type` names it;
 * then the Storyteller undoes it, when `undo` says so. The defender takes the first defence offered (none when kept
 * out of the cards).
 */
async function playChain(message: ChainMessage, type: string | null, name: string, undo = true): Promise<void> {
  for (let steps = 0; steps < 12; steps += 1) {
    const chain = chainOf(message);
    if (chain.next === "done") break;
    if (type) await snapshot(message, type, `${name}, ${chain.next} asked`);
    const step = chain.next;
    const offered = type ? chain.defenceOptions.find((option) => option.available) : undefined;
    const request = step === "defenceChoice" ? { step, defence: { kind: offered?.kind ?? "none", opponents: 1 } } : { step };
    standIn.dice.reset();
    const answer = await press(answerer(step), message, request as never, FACES[step] ?? []);
    expect(answer, `${name}: ${step}`).toMatchObject({ ok: true });
  }
  standIn.dice.reset();
  expect(chainOf(message).next, name).toBe("done");
  if (!type) return;
  await snapshot(message, type, `${name}, finished`);
  actAs(gm);
  if (undo && message.system.chainAnswers.some((answer) => answer.step === "apply")) {
    expect(await undoChain(message), name).toMatchObject({ ok: true });
    await snapshot(message, type, `${name}, undone`);
  }
}

const setting = (key: string, value: unknown) => standIn.settings.set("storyteller-combat", `classic.${key}`, value);

/** The attacker a maneuver needs: a vampire for the brawl table, a Garou in a form that may use it for 004's. */
async function fightersFor(identifier: string) {
  const maneuver = findManeuver(identifier);
  const forms = maneuver.forms ?? [];
  const form = forms.includes("crinos") ? "crinos" : (forms[0] ?? "homid");
  const item = MANEUVERS.find((entry) => entry.identifier === identifier)?.item;
  if (!item) throw new Error(`No compendium item ${identifier}.`);
  const creature = maneuver.group === "brawl000" ? { creature: "vampire" } : { creature: "garou", garou: { breed: "homid", form } };
  const david = await character("David", players.david, { ...FIGHTER, ...creature }, [item, SWORD, PISTOL, GRAPPLE]);
  const alistair = await character("Alistair", players.alistair, FIGHTER, [KNIFE]);
  const token = placeToken(alistair);
  placeToken(david);
  const prerequisites = maneuver.prerequisites.map((prerequisite) => prerequisite.kind);
  // A hold first, for the maneuvers that need one, held since an earlier turn.
  if (prerequisites.includes("targetHeldOrTackled") || prerequisites.includes("grappleHeldThroughTurn")) {
    const grapple = await attack(players.david, david, david.items.contents.at(-1)?.name ?? "", token, { grappleMode: "hold" }, FACES.attackRoll);
    await playChain(grapple, null, "the hold first", false);
    inRound(2);
  }
  if (prerequisites.includes("targetStatus")) {
    actAs(gm);
    await alistair.createEmbeddedDocuments("ActiveEffect", [{ name: "Stunned", statuses: ["stunned"], flags: { "storyteller-combat": { status: { sinceRound: 1, expiresAfterRound: 2 } } } }] as never);
  }
  const needsWeapon = maneuver.prerequisites.find((prerequisite) => prerequisite.kind === "weaponInHand");
  const weapon = needsWeapon ? david.items.getName(needsWeapon.anyOf.includes("melee") ? "Sword" : "Heavy pistol") : null;
  return { david, alistair, token, item: item.name, values: weapon ? { weaponId: weapon.id ?? "" } : {} };
}

async function everyManeuver(variant: string): Promise<void> {
  for (const { identifier } of MANEUVERS) {
    resetTable();
    inRound(1);
    const c = await fightersFor(identifier);
    standIn.dice.reset();
    const message = await attack(players.david, c.david, c.item, c.token, c.values, FACES.attackRoll);
    standIn.dice.reset();
    await playChain(message, "Classic attack", `${identifier} (${variant})`);
  }
}

/** The tallest cards measured, kept for the README's table and the summary at the end. */
const measured: MeasuredCard[] = [];

async function measureAll(): Promise<void> {
  for (const lang of LANGS) measured.push(...(await measureCards(cards, lang)));
  cards.length = 0;
}

describe("every Classic card fits the chat sidebar (360 px), in English and Russian, for a player and the Storyteller", () => {
  it("the attack chain of every compendium maneuver at each stage, default options: attack rolled, defence, damage, soak, effect, finished, undone", async () => {
    await everyManeuver("defence after the attack");
    await measureAll();
    expect(overBudget(measured)).toEqual([]);
  });

  it("the same with declared defences first and the Storyteller approving each result (000 §2.11): the attack and the application asked", async () => {
    await setting("defenceMode", "removeDice");
    await setting("approveApplication", true);
    try {
      await everyManeuver("defence first, approval");
    } finally {
      await setting("defenceMode", "subtractSuccesses");
      await setting("approveApplication", false);
    }
    const before = measured.length;
    await measureAll();
    expect(measured.slice(before).some((card) => card.stage.endsWith("attackRoll asked"))).toBe(true);
    expect(measured.slice(before).some((card) => card.stage.endsWith("apply asked"))).toBe(true);
    expect(overBudget(measured)).toEqual([]);
  });

  it("a grapple's escape and a clinch's damage turn, the hazard with one and two targets, the chronicle's actions and the import's report", async () => {
    // The escape: Alistair, held, tries to break free.
    resetTable();
    inRound(1);
    {
      const c = await fightersFor("w20Grapple");
      const hold = await attack(players.david, c.david, c.item, c.token, { grappleMode: "hold" }, FACES.attackRoll);
      await playChain(hold, null, "w20Grapple hold", false);
      await snapshot(hold, "Classic attack", "w20Grapple hold, finished with the escape button");
      inRound(2);
      actAs(players.alistair);
      faces(9, 9, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 9, 8, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
      expect(await requestEscape(hold)).toMatchObject({ ok: true });
      await snapshot(standInGame.messages.at(-1), "Classic escape", "w20Grapple hold, escape rolled");
    }
    // The clinch: David's Strength each turn, soaked by Alistair.
    resetTable();
    inRound(1);
    {
      const c = await fightersFor("vtmClinch");
      const clinch = await attack(players.david, c.david, c.item, c.token, {}, FACES.attackRoll);
      await playChain(clinch, "Classic attack", "vtmClinch, clinch held", false);
      inRound(2);
      actAs(players.david);
      standIn.dice.reset();
      faces(...(FACES.damageRoll ?? []));
      const before = standInGame.messages.length;
      expect(await startClinchDamage(clinch)).toMatchObject({ ok: true });
      expect(standInGame.messages.length).toBeGreaterThan(before);
      standIn.dice.reset();
      await playChain(standInGame.messages.at(-1) as unknown as ChainMessage, "Classic clinch turn", "vtmClinch, next turn");
    }
    // The hazard: fire on one character, then on two (the card grows by a target's block).
    for (const count of [1, 2]) {
      resetTable();
      const lucita = await character("Lucita", players.alistair, { creature: "vampire", attributes: { stamina: 3 }, disciplines: { fortitude: 2 } });
      const hans = await character("Hans", null, { attributes: { stamina: 2 } });
      const tokens = [placeToken(lucita), placeToken(hans)].slice(0, count);
      actAs(gm);
      const dialog = new HazardDialog(tokens.map((token) => token.document) as never, []);
      dialog.values = { ...dialog.values, kind: "fire", heat: "torch", size: "bonfire", tokens: dialog.choices.flatMap((choice) => choice.uuid ?? []) };
      faces(7, 3, 2, 2, 2, 2);
      const dealt = await sendHazardDamage(dialog.payload());
      expect(dealt, JSON.stringify(dealt)).toMatchObject({ ok: true });
      const hazard = standInGame.messages.at(-1);
      await snapshot(hazard, "Classic hazard", `fire on ${count} target${count > 1 ? "s" : ""}`, [[players.alistair, "player"], [gm, "storyteller"]]);
    }
    // The chronicle: a power rolled, a frenzy check, a raise, a healing, a form's change, an experience grant, and an undo.
    resetTable();
    {
      const vampire = await chronicleCharacter("Lucita", players.david, {
        creature: "vampire",
        vampire: { generation: 10, clan: "Ventrue" },
        attributes: { charisma: { value: 4 }, stamina: { value: 2 } },
        abilities: { intimidation: { value: 4 } },
        willpower: { permanent: 5, current: 5 },
        blood: { current: 10 },
        health: { lethal: 2 },
        virtues: { conscience: 3, selfControl: 2, courage: 2 },
        experience: { log: [{ kind: "grant", amount: 30, note: "" }] },
      }, [
        { name: "Dominate", type: "discipline", system: { identifier: "dominate", rating: 2, inClan: true } },
        { name: "Command", type: "power", system: { identifier: "command", kind: "discipline", level: 1, belongsTo: "dominate", cost: { blood: 1 }, roll: { first: "charisma", second: "intimidation", difficulty: 7 } } },
      ]);
      const garou = await chronicleCharacter("Mari", players.david, {
        creature: "garou",
        attributes: { strength: { value: 2 }, dexterity: { value: 3 }, stamina: { value: 3 } },
        abilities: { primalUrge: { value: 2 } },
        garou: { breed: "homid", auspice: "ahroun", form: "homid", rank: 2, tribe: "Get of Fenris", rage: { permanent: 5, current: 5 }, gnosis: { permanent: 3, current: 3 } },
      });
      const actions: [string, () => Promise<unknown>][] = [
        ["a power rolled", async () => {
          actAs(players.david);
          faces(8, 8, 7, 3, 1, 2, 2, 2);
          return requestPower(vampire as never, vampire.items.getName("Command")?.id ?? "", 0, false);
        }],
        ["a frenzy check", async () => {
          actAs(gm);
          faces(2, 3, 2, 2, 2);
          return requestFrenzyCheck(vampire as never, "frenzy", 7);
        }],
        ["a raise", async () => {
          actAs(players.david);
          return requestRaise(vampire as never, `item.${vampire.items.getName("Dominate")?.id ?? ""}`);
        }],
        ["a healing", async () => {
          actAs(players.david);
          return requestBloodHealing(vampire as never, "lethal", 1);
        }],
        ["a form's change", async () => {
          actAs(players.david);
          faces(8, 8, 2, 2, 2, 2);
          return requestShift(garou as never, "crinos", "roll");
        }],
        ["an experience grant", async () => {
          actAs(gm);
          return requestExperience(vampire as never, "grant", 5, "The Prince's favour for the night at the Elysium");
        }],
      ];
      for (const [name, act] of actions) {
        standIn.dice.reset();
        expect(await act(), name).toMatchObject({ ok: true });
        await snapshot(standInGame.messages.at(-1), "Classic chronicle", name, [[players.david, "player"], [gm, "storyteller"]]);
      }
      actAs(gm);
      // The last action undone (an earlier one's fields were written again since).
      const last = standInGame.messages.at(-1) as unknown as ChronicleMessage;
      const undone = await undoChronicle(last);
      expect(undone, JSON.stringify(undone)).toMatchObject({ ok: true });
      await snapshot(last, "Classic chronicle", "an experience grant, undone", [[players.david, "player"], [gm, "storyteller"]]);
    }
    // The import's report: the Garou of the import's fixtures, four fields without a place. It reads the same for everyone.
    {
      const outcome = importExport(JSON.parse(readFileSync(resolve(import.meta.dirname, "../../fixtures/import/wod20-garou.json"), "utf8")));
      if (!outcome.ok) throw new Error("The fixture was refused.");
      const report = { source: outcome.source, sourceVersion: outcome.sourceVersion, file: "fvtt-Actor-kasia-wolan.json", name: outcome.character.name, unplaced: outcome.unplaced };
      for (const lang of LANGS) {
        const html = renderTemplate("classic/import/report.hbs", importReportContext(report, (key, data) => translate(lang, key, data)), lang);
        for (const view of ["player", "storyteller"] as const) cards.push({ type: "Classic import report", stage: "four fields without a place", lang, view, html });
      }
    }
    const before = measured.length;
    await measureAll();
    const types = new Set(measured.slice(before).map((card) => card.type));
    expect([...types].sort()).toEqual(["Classic attack", "Classic chronicle", "Classic clinch turn", "Classic escape", "Classic hazard", "Classic import report"]);
    expect(overBudget(measured)).toEqual([]);
    recordTallest("classic", measured);
  });
});
