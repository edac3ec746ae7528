/* The defender's choice on a chain card: each defence with its roll, cost and odds, and the Willpower and specialty tick boxes. */
import type { DefenceOffer } from "../round/bridge";
import type { ClassicAttackChain } from "../rules/combat/chain";
import { DEFENCE_KINDS, type DefenceKind, planDefence } from "../rules/combat/defence";
import { type RollPlan, poolSpecOf } from "../rules/combat/roll-plan";
import { defenceSpecialties } from "../rules/combat/defence-specialty";
import { willpowerRefusal } from "../rules/combat/willpower-success";
import { type DefenceAgainst, defenceOdds } from "../rules/dice/defence-odds";
import { percent } from "../dice/pool-card";
import { tableLanguage } from "../../../i18n";
import type { ButtonView, ChainCardInput, DefenceOptionView, Translate, WillpowerView } from "./chain-card-views";
import { type Count, rollView } from "./roll-view";

/** What taking this defence costs, as the round offers it: declared (and its penalty), or an abort (its Willpower and cap). */
function offerCost(offer: DefenceOffer, t: Translate, n: Count): string {
  switch (offer.kind) {
    case "free":
    case "none":
      return "";
    case "declared":
      return offer.penalty ? t("STC.Classic.Chain.Card.Offer.declaredPenalty", { penalty: n("STC.Classic.Chain.Card.Penalty", offer.penalty) }) : t("STC.Classic.Chain.Card.Offer.declared");
    case "abort":
      return offer.cap === null ? t("STC.Classic.Chain.Card.Offer.abort") : t("STC.Classic.Chain.Card.Offer.abortCapped", { cap: n("STC.Classic.Chain.Card.Dice", offer.cap) });
  }
}

/** The defence roll this option would make, with the round's penalty and cap and the round's opponents. */
function optionRoll(chain: ClassicAttackChain, kind: DefenceKind, offer: DefenceOffer, opponents: number): RollPlan {
  const penalty = offer.kind === "declared" || offer.kind === "abort" ? offer.penalty : 0;
  const cap = offer.kind === "declared" || offer.kind === "abort" ? offer.cap : null;
  return planDefence(
    chain.plan,
    { kind, opponents, ...(penalty ? { multipleActionPenalty: -Math.abs(penalty) } : {}), ...(cap !== null ? { poolCap: cap } : {}) },
    chain.options,
    chain.tables,
  );
}

/**
 * What the defender decides on: the chance this defence takes the whole hit away, against the attack's successes
 * (cancelling) or the attack still to be rolled (removing dice), and the chance it takes some of it where that
 * differs.
 */
function defenceOddsLine(chain: ClassicAttackChain, plan: RollPlan, terms: string, t: Translate): string {
  const against: DefenceAgainst =
    chain.options.defenceMode === "removeDice"
      ? { mode: "removeDice", attack: poolSpecOf(chain.plan.roll) }
      : { mode: "subtractSuccesses", attackSuccesses: chain.attack?.result.net ?? 0 };
  const odds = defenceOdds(poolSpecOf(plan), against);
  const language = tableLanguage();
  const stops = percent(odds.stops, language);
  const reduces = percent(odds.reduces, language);
  return reduces === stops ? t("STC.Classic.Chain.Card.OptionStops", { terms, stops }) : t("STC.Classic.Chain.Card.OptionStopsOrLessens", { terms, stops, reduces });
}

/** Declared defences first (one click takes them), then the free ones, then the aborts, then what cannot be used. */
const OFFER_ORDER: Record<DefenceOffer["kind"], number> = { declared: 0, free: 1, abort: 2, none: 3 };

export function defenceOptions(chain: ClassicAttackChain, input: ChainCardInput, t: Translate, n: Count): DefenceOptionView[] {
  const options = DEFENCE_KINDS.map((kind): DefenceOptionView & { order: number } => {
    const option = chain.defenceOptions.find((entry) => entry.kind === kind);
    const offer = input.offers[kind];
    const label = t(`STC.Classic.Combat.Defence.${kind}`);
    const base = { action: "chainStep" as const, step: "defenceChoice" as const, defence: kind, opponents: String(input.opponents), hint: "" };
    if (!option?.available || offer.kind === "none") {
      const reason = option?.available && offer.kind === "none" ? t(offer.reasonKey, offer.data) : t(`STC.Classic.Combat.DefenceReason.${String(option?.reason)}`);
      return { kind, label, detail: "", cost: "", reason, declared: false, pointReason: "", order: OFFER_ORDER.none, buttons: [{ ...base, label, disabled: true, hint: reason }] };
    }
    const plan = optionRoll(chain, kind, offer, input.opponents);
    const roll = rollView(plan, null, t, n);
    const detail = defenceOddsLine(chain, plan, roll.terms, t);
    const cost = offerCost(offer, t, n);
    const declared = offer.kind === "declared";
    // An abort paid with a point spends the turn's one point: once it is spent, only the Willpower roll is left.
    const pointRefusal = offer.kind === "abort" ? willpowerRefusal(input.willpower.current, input.willpower.spentThisTurn) : null;
    const pointReason = pointRefusal ? t(`STC.Classic.Chain.Card.WillpowerRefused.${pointRefusal}`, { name: input.names.target }) : "";
    const buttons: ButtonView[] =
      offer.kind === "abort"
        ? [
            { ...base, payment: "willpowerRoll", label: t("STC.Classic.Chain.Card.AbortRoll", { defence: label }), disabled: false },
            { ...base, payment: "willpowerPoint", label: t("STC.Classic.Chain.Card.AbortPoint", { defence: label }), disabled: pointRefusal !== null, hint: pointReason },
          ]
        : [{ ...base, label, detail: cost ? `${cost} · ${detail}` : detail, disabled: false, primary: declared }];
    if (defenceSpecialties(input.defenderSpecialties, kind, chain.options).length > 0) for (const button of buttons) button.specialty = "available";
    return { kind, label, detail, cost, reason: "", declared, pointReason, order: OFFER_ORDER[offer.kind], buttons };
  });
  return options.sort((a, b) => a.order - b.order).map(({ order: _order, ...view }) => view);
}

/**
 * The Willpower toggle of a defence or of the roll against a maneuver's effect: one point a turn (V20 core). On a
 * defence, a point the character declared for one of the defences offered shows as taken.
 */
export function willpowerToggle(input: ChainCardInput, t: Translate, onDefence: boolean): WillpowerView {
  const declared = !onDefence ? undefined : DEFENCE_KINDS.find((kind) => {
    const offer = input.offers[kind];
    return offer.kind === "declared" && offer.willpower === true;
  });
  if (declared) return { label: t("STC.Classic.Chain.Card.WillpowerDeclared", { defence: t(`STC.Classic.Combat.Defence.${declared}`) }), disabled: true, checked: true, reason: "" };
  const refusal = willpowerRefusal(input.willpower.current, input.willpower.spentThisTurn);
  return {
    label: t("STC.Classic.Chain.Card.Willpower", { current: input.willpower.current }),
    disabled: refusal !== null,
    reason: refusal ? t(`STC.Classic.Chain.Card.WillpowerRefused.${refusal}`, { name: input.names.target }) : "",
  };
}

/** The defender's specialties on the defences open to them, named on one tick box; none, no tick box. */
export function specialtyToggle(chain: ClassicAttackChain, input: ChainCardInput, t: Translate): { label: string } | null {
  const names = new Set(
    chain.defenceOptions.filter((option) => option.available).flatMap((option) => defenceSpecialties(input.defenderSpecialties, option.kind, chain.options)),
  );
  return names.size ? { label: t("STC.Classic.Chain.Card.Specialty", { names: [...names].join(", ") }) } : null;
}
