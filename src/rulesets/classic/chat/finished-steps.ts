/* The steps a chain has taken, each in its one line, with its roll and what it cost. */
import type { ChainAnswer } from "../data/chat/attack-chain";
import type { ClassicAttackChain } from "../rules/combat/chain";
import type { StepView, Translate } from "./chain-card-views";
import { type Count, recorded, rollView, rolled } from "./roll-view";

function costLine(answer: ChainAnswer | undefined, t: Translate): string | null {
  const cost = answer?.cost;
  if (!cost) return null;
  if (cost.offer === "declared") return t("STC.Classic.Chain.Cost.Declared");
  if (cost.offer !== "abort") return null;
  const paid = t(`STC.Classic.Chain.Cost.${cost.payment === "willpowerRoll" ? "AbortRoll" : "AbortPoint"}`);
  return cost.granted ? paid : `${paid} ${t("STC.Classic.Chain.Cost.AbortFailed")}`;
}

interface StepNames {
  attacker: string;
  target: string;
}

/** A step's line before its outcome is read from its roll. */
type StepDraft = Omit<StepView, "outcome" | "parts">;

/** What the steps are read with. */
interface StepReading {
  chain: ClassicAttackChain;
  answers: readonly ChainAnswer[];
  names: StepNames;
  t: Translate;
  n: Count;
}

function defenceRollStep({ chain, answers, names, t, n }: StepReading): StepDraft | null {
  const roll = recorded(chain.defence, t, n);
  if (!roll) return null;
  const kind = chain.defenceChoice?.kind ?? "none";
  const lines: string[] = [];
  const cost = costLine(answers.find((answer) => answer.step === "defenceChoice"), t);
  if (cost) lines.push(cost);
  if (chain.options.defenceMode === "removeDice") lines.push(t("STC.Classic.Chain.RemovesDice", { count: chain.removedDice }));
  else lines.push(t("STC.Classic.Chain.CancelsSuccesses", { count: chain.hit?.cancelled ?? chain.attack?.result.net ?? 0 }));
  return { step: "defenceRoll", summary: t(`STC.Classic.Chain.Card.Summary.${kind}Roll`, { name: names.target, roll: rolled(roll) }), roll, lines };
}

function soakRollStep({ chain, names, t, n }: StepReading): StepDraft {
  const soak = chain.soak;
  const roll = soak?.roll ? rollView(soak.roll, soak.result, t, n) : null;
  // Passed over: the defender, as they stood when it came to soak, had nothing to soak with.
  if (!soak || !roll) return { step: "soakRoll", summary: t(soak?.options.length ? "STC.Classic.Chain.Card.Summary.soakNoDice" : "STC.Classic.Chain.Card.Summary.soakNone", { name: names.target }), roll: null, lines: [] };
  return { step: "soakRoll", summary: t("STC.Classic.Chain.Card.Summary.soakRoll", { name: names.target, roll: rolled(roll) }), roll, lines: [t("STC.Classic.Soak.Soaked", { soaked: soak.soaked, left: soak.left })] };
}

/** One step the chain took, in its line; null for a step with nothing to show (the apply, a defence rolled after it was chosen). */
function takenStep(taken: ClassicAttackChain["history"][number], reading: StepReading): StepDraft | null {
  const { chain, answers, names, t, n } = reading;
  switch (taken) {
    case "attackRoll": {
      const roll = recorded(chain.attack, t, n);
      return roll ? { step: taken, summary: t("STC.Classic.Chain.Card.Summary.attackRoll", { name: names.attacker, roll: rolled(roll) }), roll, lines: chain.plan.automaticHit ? [t("STC.Classic.Chain.AutomaticHit")] : [] } : null;
    }
    case "defenceChoice": {
      if (chain.history.includes("defenceRoll")) return null;
      const cost = answers.find((answer) => answer.step === "defenceChoice")?.cost;
      const key = cost && !cost.granted ? "abortFailed" : "none";
      return { step: taken, summary: t(`STC.Classic.Chain.Card.Summary.${key}`, { name: names.target }), roll: null, lines: [] };
    }
    case "defenceRoll":
      return defenceRollStep(reading);
    case "damageRoll": {
      const roll = recorded(chain.damage, t, n);
      const type = chain.plan.damageType?.type ?? "bashing";
      return roll ? { step: taken, summary: t(`STC.Classic.Chain.Card.Summary.damage.${type}`, { roll: rolled(roll) }), roll, lines: [] } : null;
    }
    case "soakRoll":
      return soakRollStep(reading);
    case "effectRoll": {
      const effect = chain.effectRoll;
      const roll = recorded(effect, t, n);
      return effect && roll ? { step: taken, summary: t("STC.Classic.Chain.Card.Summary.effectRoll", { name: names.target, roll: rolled(roll) }), roll, lines: [t(`STC.Classic.Chain.Effect.${effect.effect}`)] } : null;
    }
    default:
      return null;
  }
}

/**
 * The finished steps, one entry each, collapsed to a line. A defence's choice and its roll read as one entry
 * ("Alistair dodges: …"); a choice without a roll (the attack taken, or an abort that failed) has its own.
 */
export function finishedSteps(chain: ClassicAttackChain, answers: readonly ChainAnswer[], names: StepNames, t: Translate, n: Count): StepView[] {
  const reading: StepReading = { chain, answers, names, t, n };
  const drafts = chain.history.flatMap((taken) => takenStep(taken, reading) ?? []);
  // Damage the target could not soak at all never reached a soak step: say so where the soak would have been.
  const soak = chain.soak;
  if (soak && !soak.roll && !chain.history.includes("soakRoll") && chain.next !== "soakRoll" && (chain.damage?.result.net ?? 0) > 0) {
    const key = soak.options.length ? "STC.Classic.Chain.Card.Summary.soakNoDice" : "STC.Classic.Chain.Card.Summary.soakNone";
    drafts.push({ step: "soakRoll", summary: t(key, { name: names.target }), roll: null, lines: [] });
  }
  return drafts.map((view) => ({ ...view, parts: summaryParts(view), outcome: view.roll?.outcome ?? null }));
}

/** A step's line split before its result ("David attacks: 6 dice at 7" and "→ 3 successes"), when it ends in it. */
function summaryParts(view: StepDraft): StepView["parts"] {
  const result = view.roll ? ` → ${view.roll.result}` : null;
  if (!result || !view.summary.endsWith(result)) return null;
  return { what: view.summary.slice(0, -result.length), result: result.trimStart() };
}
