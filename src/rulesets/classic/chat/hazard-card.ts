import { inSentence } from "../../../apps/in-sentence";
import { pluralKey } from "../../../apps/plural";
import { writtenByStoryteller } from "../../../chat/records";
import { templatePath } from "../../../constants";
import { HazardData } from "../data/chat/hazard";
import type { HazardInput } from "../rules/combat/hazard";
import { poolSpecOf } from "../rules/combat/roll-plan";
import { readPool } from "../rules/dice/pool";
import type { RollView, Translate } from "./chain-card-views";
import { rollView } from "./roll-view";
import { replayHazard } from "./hazard-deal";

export const HAZARD_CARD_TEMPLATE = templatePath("classic/chat/hazard-card.hbs");

/** A chat message that records a hazard the Storyteller dealt. */
export type HazardMessage = ChatMessage.Implementation & { system: HazardData };

export function isHazardMessage(message: ChatMessage.Implementation | null | undefined): message is HazardMessage {
  return message?.system instanceof HazardData;
}

export interface HazardTargetView {
  name: string;
  /** The damage roll, or null when the hazard deals levels outright (fire, sunlight). */
  damage: RollView | null;
  soak: RollView | null;
  result: string;
}

// A type, not an interface: Foundry's renderTemplate takes an object with an index signature.
export type HazardCardContext = {
  title: string;
  detail: string;
  targets: HazardTargetView[];
  canUndo: boolean;
  undone: boolean;
  untrusted: boolean;
  error: string | null;
};

/** The hazard in words: its chart's row, as the Storyteller chose it. */
export function hazardDetail(hazard: HazardInput, t: Translate): string {
  switch (hazard.kind) {
    case "fire":
      return t("STC.Classic.Hazard.FireDetail", { heat: inSentence(t(`STC.Classic.Hazard.Heat.${hazard.heat}`)), size: inSentence(t(`STC.Classic.Hazard.Size.${hazard.size}`)) });
    case "sunlight":
      return t("STC.Classic.Hazard.SunlightDetail", { intensity: inSentence(t(`STC.Classic.Hazard.Intensity.${hazard.intensity}`)), exposure: inSentence(t(`STC.Classic.Hazard.Exposure.${hazard.exposure}`)) });
    case "falling":
      return t(hazard.sharp ? "STC.Classic.Hazard.FallingSharpDetail" : "STC.Classic.Hazard.FallingDetail", { metres: hazard.metres });
    case "acid":
      return t("STC.Classic.Hazard.AcidDetail", { dice: hazard.dice });
  }
}

/** What the card shows to this reader: each character's damage, soak and what reached the track, read again from the record. */
export function hazardCardContext(message: HazardMessage, viewer: { isGM: boolean }, t: Translate, lang: string): HazardCardContext {
  const system = message.system;
  const hazard = system.hazardInput;
  const untrusted = !writtenByStoryteller(message);
  const base = { title: t(`STC.Classic.Hazard.Kind.${String(hazard.kind)}`), detail: "", targets: [], canUndo: false, undone: Boolean(system.undoneBy), untrusted };
  try {
    const targets = system.records.map((record): HazardTargetView => {
      const outcome = replayHazard(hazard, record, system.classicOptions, system.round);
      const plan = outcome.plan;
      const damage = plan.damage.kind === "roll" && outcome.damage ? rollView(plan.damage.roll, outcome.damage, t) : null;
      const soakPlan = outcome.soak ? plan.soak[plan.soakChoice] : undefined;
      const soak = soakPlan ? rollView(soakPlan, readPool(record.soakFaces, poolSpecOf(soakPlan)), t) : null;
      let result: string;
      if (!plan.damageType) result = t("STC.Classic.Hazard.Unharmed", { name: record.stats.name });
      else if (outcome.left === 0) result = t(outcome.dealt === 0 ? "STC.Classic.Hazard.NoDamage" : "STC.Classic.Hazard.AllSoaked", { name: record.stats.name });
      else {
        const levels = outcome.applied?.levels ?? 0;
        result = t(pluralKey("STC.Classic.Hazard.Took", levels, lang), { name: record.stats.name, levels, type: inSentence(t(`STC.Classic.Damage.Type.${plan.damageType.type}`)) });
      }
      const levelsLine = plan.damage.kind === "levels" && plan.damageType ? `${t(pluralKey("STC.Classic.Hazard.Levels", plan.damage.levels, lang), { levels: plan.damage.levels })} ` : "";
      return { name: record.stats.name, damage, soak, result: `${levelsLine}${result}` };
    });
    return { ...base, detail: hazardDetail(hazard, t), targets, canUndo: viewer.isGM && !untrusted && !system.undoneBy, error: null };
  } catch (error) {
    return { ...base, error: t("STC.Classic.Chain.Error.RecordInvalid", { reason: error instanceof Error ? error.message : String(error) }) };
  }
}
