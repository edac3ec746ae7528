/* The steps a chain has taken, each in its one line, with its roll and what it cost. */
import type { ChainAnswer } from "../data/chat/attack-chain";
import type { ClassicAttackChain } from "../rules/combat/chain";
import type { StepView, Translate } from "./chain-card-views";
import { type Count, recorded, rollView, rolled } from "./roll-view";

function costLine(answer: ChainAnswer | undefined, t: Translate): string | null {
  const cost = answer?.cost;
  if (!cost) return null;
  if (cost.offer === "declared") return t("STC.Chain.Cost.Declared");
  if (cost.offer !== "abort") return null;
  const paid = t(`STC.Chain.Cost.${cost.payment === "willpowerRoll" ? "AbortRoll" : "AbortPoint"}`);
  return cost.granted ? paid : `${paid} ${t("STC.Chain.Cost.AbortFailed")}`;
}

interface StepNames {
  attacker: string;
  target: string;
}

/**
 * The finished steps, one entry each, collapsed to a line. A defence's choice and its roll read as one entry
 * ("Alistair dodges: …"); a choice without a roll (the attack taken, or an abort that failed) has its own.
 */
export function finishedSteps(chain: ClassicAttackChain, answers: readonly ChainAnswer[], names: StepNames, t: Translate, n: Count): StepView[] {
  const views: StepView[] = [];
  const plan = chain.plan;
  const step = (view: Omit<StepView, "outcome">): void => {
    views.push({ ...view, outcome: view.roll?.outcome ?? null });
  };
  for (const taken of chain.history) {
    switch (taken) {
      case "attackRoll": {
        const roll = recorded(chain.attack, t, n);
        if (!roll) break;
        step({ step: taken, summary: t("STC.Chain.Card.Summary.attackRoll", { name: names.attacker, roll: rolled(roll) }), roll, lines: plan.automaticHit ? [t("STC.Chain.AutomaticHit")] : [] });
        break;
      }
      case "defenceChoice": {
        if (chain.history.includes("defenceRoll")) break;
        const cost = answers.find((answer) => answer.step === "defenceChoice")?.cost;
        const key = cost && !cost.granted ? "abortFailed" : "none";
        step({ step: taken, summary: t(`STC.Chain.Card.Summary.${key}`, { name: names.target }), roll: null, lines: [] });
        break;
      }
      case "defenceRoll": {
        const roll = recorded(chain.defence, t, n);
        if (!roll) break;
        const kind = chain.defenceChoice?.kind ?? "none";
        const lines: string[] = [];
        const cost = costLine(answers.find((answer) => answer.step === "defenceChoice"), t);
        if (cost) lines.push(cost);
        if (chain.options.defenceMode === "removeDice") lines.push(t("STC.Chain.RemovesDice", { count: chain.removedDice }));
        else lines.push(t("STC.Chain.CancelsSuccesses", { count: chain.hit?.cancelled ?? chain.attack?.result.net ?? 0 }));
        step({ step: taken, summary: t(`STC.Chain.Card.Summary.${kind}Roll`, { name: names.target, roll: rolled(roll) }), roll, lines });
        break;
      }
      case "damageRoll": {
        const roll = recorded(chain.damage, t, n);
        if (!roll) break;
        const type = plan.damageType?.type ?? "bashing";
        step({ step: taken, summary: t(`STC.Chain.Card.Summary.damage.${type}`, { roll: rolled(roll) }), roll, lines: [] });
        break;
      }
      case "soakRoll": {
        const soak = chain.soak;
        const roll = soak?.roll ? rollView(soak.roll, soak.result, t, n) : null;
        if (!soak || !roll) {
          // Passed over: the defender, as they stood when it came to soak, had nothing to soak with.
          step({ step: taken, summary: t(soak?.options.length ? "STC.Chain.Card.Summary.soakNoDice" : "STC.Chain.Card.Summary.soakNone", { name: names.target }), roll: null, lines: [] });
          break;
        }
        step({ step: taken, summary: t("STC.Chain.Card.Summary.soakRoll", { name: names.target, roll: rolled(roll) }), roll, lines: [t("STC.Soak.Soaked", { soaked: soak.soaked, left: soak.left })] });
        break;
      }
      case "effectRoll": {
        const effect = chain.effectRoll;
        const roll = recorded(effect, t, n);
        if (!effect || !roll) break;
        step({ step: taken, summary: t("STC.Chain.Card.Summary.effectRoll", { name: names.target, roll: rolled(roll) }), roll, lines: [t(`STC.Chain.Effect.${effect.effect}`)] });
        break;
      }
      case "apply":
        break;
    }
  }
  // Damage the target could not soak at all never reached a soak step: say so where the soak would have been.
  const soak = chain.soak;
  if (soak && !soak.roll && !chain.history.includes("soakRoll") && chain.next !== "soakRoll" && (chain.damage?.result.net ?? 0) > 0) {
    const key = soak.options.length ? "STC.Chain.Card.Summary.soakNoDice" : "STC.Chain.Card.Summary.soakNone";
    step({ step: "soakRoll", summary: t(key, { name: names.target }), roll: null, lines: [] });
  }
  return views;
}
