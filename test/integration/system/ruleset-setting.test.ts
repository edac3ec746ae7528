import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ID } from "../../../src/constants";
import { activeRuleset, activeRulesetId, installedRulesets, readRuleset, settleActiveRuleset } from "../../../src/rulesets/registry";
import { initSystem } from "../documents/setup";
import { StandInI18n } from "../stand-in/i18n";
import { standIn } from "../stand-in/install";
import { RULESET_IDS } from "../../../src/rulesets/ruleset-id";

beforeAll(initSystem);
// Every test leaves the world as it found it: Classic stored and Classic settled.
afterEach(() => {
  standIn.settings.store(SYSTEM_ID, "ruleset", "classic");
  settleActiveRuleset();
});

describe("the world's ruleset setting", () => {
  it("offers Classic, Streamlined and Mind's Eye Theatre, then any other installed ruleset, defaults to Classic, and asks for a reload when saved", () => {
    const setting = standIn.settings.settings.get(`${SYSTEM_ID}.ruleset`);
    expect(setting).toMatchObject({ scope: "world", config: true, type: String, default: "classic", requiresReload: true });
    // The choices are the installed rulesets (the tests install one of their own beside the shipped three).
    expect(Object.keys(setting?.choices ?? {})).toEqual(installedRulesets().map((module) => module.id));
    const shipped = Object.fromEntries(Object.entries(setting?.choices ?? {}).filter(([id]) => (RULESET_IDS as readonly string[]).includes(id)));
    expect(shipped).toEqual({
      classic: "STC.Setting.Ruleset.Choices.classic",
      streamlined: "STC.Setting.Ruleset.Choices.streamlined",
      met: "STC.Setting.Ruleset.Choices.met",
    });
    expect(Object.values(shipped).map((key) => new StandInI18n("en").localize(key))).toEqual(["Classic (V20 / W20)", "Streamlined", "Mind's Eye Theatre"]);
    expect(Object.values(shipped).map((key) => new StandInI18n("ru").localize(key))).toEqual(["Классические правила (V20 / W20)", "Упрощённые правила", "Театр разума (Mind's Eye Theatre)"]);
    // Every choice is named in both languages.
    for (const key of Object.values(setting?.choices ?? {})) for (const lang of ["en", "ru"] as const) expect(new StandInI18n(lang).has(key), `${lang}: ${key}`).toBe(true);
  });

  it("its hint says that each of the three can be played, in both languages", () => {
    const hint = String(standIn.settings.settings.get(`${SYSTEM_ID}.ruleset`)?.hint);
    const english = new StandInI18n("en").localize(hint);
    for (const name of ["Classic", "Streamlined", "Mind's Eye Theatre", "each played in full"]) expect(english).toContain(name);
    const russian = new StandInI18n("ru").localize(hint);
    for (const name of ["классические правила", "упрощённые правила", "Театр разума", "по каждому из трёх сводов можно играть"]) expect(russian).toContain(name);
  });

  it.each([["vampire5e"], ["Streamlined"], [""], [3], [null]])("a stored value that is not a choice (%j) reads as Classic", (stored) => {
    standIn.settings.store(SYSTEM_ID, "ruleset", stored);
    expect(readRuleset()).toBe("classic");
    expect(settleActiveRuleset()).toBe("classic");
    expect(activeRuleset()?.id).toBe("classic");
  });

  it("each choice stored reads as itself", () => {
    for (const id of installedRulesets().map((module) => module.id)) {
      standIn.settings.store(SYSTEM_ID, "ruleset", id);
      expect(readRuleset()).toBe(id);
    }
  });

  it("is read once a session: a change without a reload changes nothing until the reload", async () => {
    expect(activeRulesetId()).toBe("classic");
    await standIn.settings.set(SYSTEM_ID, "ruleset", "streamlined");
    expect(standIn.settings.get(SYSTEM_ID, "ruleset")).toBe("streamlined");
    expect(activeRulesetId()).toBe("classic");
    expect(activeRuleset()?.id).toBe("classic");
    await standIn.settings.set(SYSTEM_ID, "ruleset", "met");
    expect(activeRulesetId()).toBe("classic");
    // The reload: `init` reads the setting again.
    settleActiveRuleset();
    expect(activeRulesetId()).toBe("met");
    expect(activeRuleset()?.id).toBe("met");
  });
});
