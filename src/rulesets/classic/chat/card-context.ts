import { sprayShare, type ClassicAttackChain } from "../rules/combat/chain";
import { activeStatus } from "../rules/status/active";
import { pendingStep } from "./chain-record";
import type { ButtonView, ChainCardContext, ChainCardInput, Translate } from "./chain-card-views";
import { counter } from "./roll-view";
import { finishedSteps } from "./finished-steps";
import { resultView } from "./result-view";
import { pendingView } from "./pending-view";

function eventLines(chain: ClassicAttackChain, t: Translate): string[] {
  // Notes are the maneuver's reminders, shown from the plan on every card; the rest happened in this chain.
  return (chain.result?.events ?? []).flatMap((event) => {
    if (event.kind === "note") return [];
    if (event.kind === "weaponDropped") return [t(`STC.Classic.Chain.WeaponDropped.${event.who}`)];
    return [t("STC.Classic.Combat.Event.attackBotched")];
  });
}

/** The buttons a finished chain offers: the Storyteller's undo, and a grapple's escape and clinch damage. */
function closingButtons(chain: ClassicAttackChain, input: ChainCardInput, t: Translate): ButtonView[] {
  const buttons: ButtonView[] = [];
  if (chain.next !== "done" || input.undone) return buttons;
  const applied = input.answers.some((answer) => answer.step === "apply");
  // An automatic mode's rounds come back with an undo even when the attack missed (V20 core, Firearms).
  if ((applied || chain.plan.fire) && input.viewer.isGM) buttons.push({ action: "chainUndo", label: t("STC.Classic.Chain.Undo"), disabled: false, hint: t("STC.Classic.Chain.UndoHint") });
  const after = chain.result?.after.statuses ?? [];
  const hold = activeStatus(after, "held", chain.plan.round, chain.plan.attacker.id);
  if (applied && hold && chain.plan.effect.kind === "grapple") {
    if (input.viewer.ownsTarget || input.viewer.isGM) buttons.push({ action: "grappleEscape", label: t("STC.Classic.Chain.BreakFree", { name: input.names.target }), disabled: false, hint: t("STC.Classic.Chain.BreakFreeHint") });
    if (hold.value !== undefined && (input.viewer.ownsAttacker || input.viewer.isGM)) {
      buttons.push({ action: "clinchDamage", label: t("STC.Classic.Chain.ClinchDamage"), disabled: false, hint: t("STC.Classic.Chain.ClinchDamageHint") });
    }
  }
  return buttons;
}

/**
 * Everything a chain card shows, as text already in the table's language, built from the chain the rules
 * replay from the stored answers: the outcome and the target's new track first, each step taken as one line
 * that opens to its dice and every named modifier, and what is asked now and of whom (with buttons only for
 * those who may answer).
 */
export function chainCardContext(input: ChainCardInput, t: Translate): ChainCardContext {
  const n = counter(t, input.lang);
  const title = t("STC.Classic.Chain.Title", { attacker: input.names.attacker, target: input.names.target });
  const base: ChainCardContext = {
    title,
    subtitle: input.names.used,
    steps: [],
    pending: null,
    outcome: null,
    result: null,
    events: [],
    notes: [],
    buttons: [],
    undone: input.undone,
    undoneLabel: input.undone ? t("STC.Classic.Chain.Undone") : "",
    error: null,
    detailsLabel: t("STC.Classic.Chain.Card.Details"),
    spray: null,
  };
  const chain = input.chain;
  if (!chain) return { ...base, error: input.error ? t("STC.Classic.Chain.Error.RecordInvalid", { reason: t(input.error.key, input.error.data) }) : "" };
  const next = pendingStep(chain);
  return {
    ...base,
    steps: finishedSteps(chain, input.answers, input.names, t, n),
    pending: next && !input.untrusted ? pendingView(chain, next, input, t, n) : null,
    outcome: chain.outcome ? { id: chain.outcome, label: t(`STC.Classic.Combat.Outcome.${chain.outcome}`) } : null,
    result: resultView(chain, t, n),
    events: eventLines(chain, t),
    notes: chain.plan.notes.map((key) => t(key)),
    buttons: input.untrusted ? [] : closingButtons(chain, input, t),
    error: input.untrusted ? t("STC.Classic.Chain.Error.NotStorytellers") : null,
    spray: sprayLine(chain, t),
  };
}

/**
 * A spray's card says which of its targets this is and, once rolled, what its share of the successes came to: in
 * the header, where the weapon's name stands on any other card (the name stays as the line's tooltip), so a
 * spray's card is no taller than a single attack's.
 */
function sprayLine(chain: ClassicAttackChain, t: Translate): string | null {
  const place = chain.plan.spray;
  if (!place) return null;
  const data = { index: place.index + 1, of: place.of };
  if (!chain.attack) return t("STC.Classic.Chain.Spray.Place", data);
  return t("STC.Classic.Chain.Spray.Share", { ...data, share: sprayShare(chain, chain.attack.result.net), count: chain.attack.result.net });
}
