import { existsSync, readFileSync } from "node:fs";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cardModelOf, messageCardOf } from "../../../src/chat/cards";
import { SYSTEM_PATH } from "../../../src/constants";
import { CardData } from "../../../src/data/chat/card-data";
import { installedRulesets } from "../../../src/rulesets/registry";
import type { ChainMessage } from "../../../src/rulesets/classic/chat/documents";
import { actAs, gm, standIn } from "../stand-in/install";
import { sentRequests } from "../stand-in/requests";
import { attack, press } from "./attack";
import { character, maneuverItem, placeToken, players, resetTable, setUpChain } from "./fixtures";
import { templateSource } from "../../../scripts/system-files";

/*
 * The chat card as a data model (src/data/chat/card-data.ts): every ChatMessage subtype's registered model is a
 * card model naming a template that exists and a map of actions; the card a message draws is its own model's, and
 * its buttons reach that model's actions and nothing else.
 */
type CardModelClass = typeof CardData<foundry.data.fields.DataSchema>;

beforeAll(setUpChain);
beforeEach(resetTable);
afterEach(() => vi.restoreAllMocks());

const registered = (): [string, CardModelClass][] => Object.entries(CONFIG.ChatMessage.dataModels as unknown as Record<string, CardModelClass>);

/** The file a template path names, in this repository. */
const templateFile = (template: string) => templateSource(template);

/** The `data-action` values written out in a template, and whether it also draws actions its context names. */
function templateActions(template: string): { literal: Set<string>; fromContext: boolean } {
  const text = readFileSync(templateFile(template), "utf8");
  const values = [...text.matchAll(/data-action="([^"]*)"/g)].map((match) => match[1] ?? "");
  return { literal: new Set(values.filter((value) => !value.includes("{{"))), fromContext: values.some((value) => value.includes("{{")) };
}

/** The actions a drawn card's buttons name, as the reader sees it. */
async function drawnActions(message: ChainMessage): Promise<string[]> {
  const html = (await messageCardOf(message as never))?.html ?? "";
  return [...html.matchAll(/data-action="([^"]*)"/g)].map((match) => match[1] ?? "");
}

describe("every ChatMessage subtype's model is its card", () => {
  it("each registered subtype has a card model; a drawn one names a template that exists, and only a request draws none", () => {
    const types = registered();
    expect(types.map(([type]) => type)).toEqual(expect.arrayContaining(["request", "classicAttack", "classicEscape", "classicHazard", "classicChronicle", "classicImportReport", "streamlinedAttack", "streamlinedEscape", "metChallenge"]));
    for (const [type, Model] of types) {
      expect(Model.prototype, type).toBeInstanceOf(CardData);
      if (type === "request") {
        expect(Model.TEMPLATE).toBeNull();
        continue;
      }
      expect(Model.TEMPLATE, type).toMatch(new RegExp(`^${SYSTEM_PATH}/templates/.+\\.hbs$`));
      expect(existsSync(templateFile(Model.TEMPLATE ?? "")), `${type}: ${Model.TEMPLATE}`).toBe(true);
    }
  });

  it("every action a template writes out has its handler, and every handler's action is drawn by the template or by its context", () => {
    for (const [type, Model] of registered()) {
      if (!Model.TEMPLATE) continue;
      const actions = Object.keys(Model.ACTIONS);
      const { literal, fromContext } = templateActions(Model.TEMPLATE);
      for (const action of literal) expect(actions, `${type}: a button "${action}" with no handler`).toContain(action);
      // Actions named by the context are drawn in the scenarios below (Classic's chain) and in test/integration/met/card-actions.test.ts.
      if (!fromContext) expect(new Set(actions), type).toEqual(literal);
    }
  });

  it("no ruleset is asked to draw a card: the modules have no card function, and a drawing asks the message's own model alone", async () => {
    for (const module of installedRulesets()) expect(module, module.id).not.toHaveProperty("chatCard");
    const others = registered()
      .filter(([type]) => type !== "classicAttack")
      .map(([type, Model]) => [type, vi.spyOn(Model.prototype, "cardContext")] as const);
    const message = await grappled("hold");
    const own = vi.spyOn(cardModelOf(message as never) ?? CardData.prototype, "cardContext");
    await messageCardOf(message as never);
    expect(own).toHaveBeenCalledTimes(1);
    for (const [type, spy] of others) expect(spy, type).not.toHaveBeenCalled();
  });
});

const BRAWLER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2 } };

/** David grapples Alistair, who takes it undefended (when `defence` is given, it is called before he chooses). */
async function grappled(mode: "hold" | "clinch", defence: (message: ChainMessage) => Promise<void> = async () => undefined): Promise<ChainMessage> {
  const david = await character("David", players.david, BRAWLER, [maneuverItem("w20Grapple", "Grapple")]);
  const alistair = await character("Alistair", players.alistair, BRAWLER);
  standIn.database.reset();
  const message = await attack(players.david, david, "Grapple", placeToken(alistair), { grappleMode: mode }, [8, 8, 2, 2, 2, 2]);
  await defence(message);
  await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
  return message;
}

describe("Classic's chain card: the buttons its context draws are its model's actions", () => {
  it("each state draws only actions the model handles, and between them every action of the model is drawn", async () => {
    const Model = CONFIG.ChatMessage.dataModels.classicAttack as unknown as CardModelClass;
    const seen = new Set<string>();
    const see = async (message: ChainMessage) => {
      const actions = await drawnActions(message);
      for (const action of actions) expect(Object.keys(Model.ACTIONS), `a button "${action}" with no handler`).toContain(action);
      for (const action of actions) seen.add(action);
    };

    // Before the defence: the defender's choice of defence, a chain step.
    const hold = await grappled("hold", async (message) => {
      actAs(players.alistair);
      await see(message);
    });
    // Held: the target may try to break free; the Storyteller may undo the hold.
    actAs(players.alistair);
    await see(hold);
    actAs(gm);
    await see(hold);
    resetTable();
    const clinch = await grappled("clinch");
    actAs(players.david);
    await see(clinch);
    expect([...seen].sort()).toEqual(Object.keys(Model.ACTIONS).sort());
  });

  it("a press of a button whose action the model does not have does nothing: no request, no write", async () => {
    const message = await grappled("hold");
    const model = cardModelOf(message as never);
    if (!model) throw new Error("the chain has no card model");
    actAs(gm);
    standIn.database.reset();
    const requests = sentRequests().length;
    for (const action of ["", "noSuchAction", "constructor", "toString", "__proto__", "hasOwnProperty"]) {
      const button = { dataset: { action } } as unknown as HTMLButtonElement;
      expect(model.pressed({ button, card: button }), action).toBeNull();
    }
    expect(sentRequests()).toHaveLength(requests);
    expect(standIn.database.writes).toEqual([]);
  });

  it("a press of a known action reaches its handler through the map: the Storyteller's undo", async () => {
    const message = await grappled("hold");
    const model = cardModelOf(message as never);
    if (!model) throw new Error("the chain has no card model");
    actAs(gm);
    const button = { dataset: { action: "chainUndo" } } as unknown as HTMLButtonElement;
    expect(await model.pressed({ button, card: button })).toEqual({ ok: true, value: null });
    expect(message.system.undoneBy).toBe(gm.id);
  });
});
