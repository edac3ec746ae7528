/* The step a chain asks for now: whose it is, its roll with its odds, and its buttons. */
import type { PendingStep } from "../rules/combat/attack-rules";
import type { ClassicAttackChain, ClassicStep } from "../rules/combat/chain";
import { stepSide } from "./chain-record";
import { mayAsk } from "./participants";
import type { ButtonView, ChainCardInput, PendingView, Translate } from "./chain-card-views";
import { type Count, rollView } from "./roll-view";
import { defenceOptions, specialtyToggle, willpowerToggle } from "./defence-view";

function rollButtons(chain: ClassicAttackChain, pending: Extract<PendingStep, { kind: "roll" }>, t: Translate): ButtonView[] {
  const step = pending.step as ClassicStep;
  const options = step === "soakRoll" ? (chain.soak?.options ?? []) : [];
  if (options.length > 1) {
    return options.map((option, index) => ({
      action: "chainStep",
      step,
      soak: String(index),
      label: t("STC.Classic.Chain.RollSoakWith", { count: option.pool, difficulty: option.difficulty }),
      disabled: false,
      hint: "",
    }));
  }
  return [{ action: "chainStep", step, label: t(`STC.Classic.Chain.Roll.${step}`), disabled: false, hint: "", primary: true }];
}

function waitingFor(step: ClassicStep, input: ChainCardInput, t: Translate): string {
  const side = stepSide(step);
  if (side === "storyteller") return t(input.settings.approveApplication ? "STC.Classic.Chain.WaitingApproval" : "STC.Classic.Chain.WaitingStoryteller");
  return t("STC.Classic.Chain.WaitingFor", { name: side === "attacker" ? input.names.attacker : input.names.target });
}

/** The step asked now, open: whose it is, the damage's type before its roll, the roll with its odds. */
function pendingTitle(chain: ClassicAttackChain, step: ClassicStep, input: ChainCardInput, t: Translate): string {
  const names = { attacker: input.names.attacker, target: input.names.target };
  if (step === "damageRoll") return chain.plan.damageType ? t(`STC.Classic.Chain.Card.DamageType.${chain.plan.damageType.type}`) : t("STC.Classic.Combat.Step.damageRoll");
  return t(`STC.Classic.Chain.Card.Pending.${step}`, { name: step === "attackRoll" ? names.attacker : names.target });
}

export function pendingView(chain: ClassicAttackChain, pending: PendingStep, input: ChainCardInput, t: Translate, n: Count): PendingView {
  const step = pending.step as ClassicStep;
  const allowed = !input.undone && mayAsk(input.viewer, step, input.settings);
  const notes: string[] = [];
  // Every step is performed by the Storyteller's client: with none logged in, nothing can be pressed yet.
  if (allowed && input.noStoryteller) notes.push(t("STC.Classic.Chain.NoStoryteller"));
  const view: PendingView = { step, title: pendingTitle(chain, step, input, t), roll: null, buttons: [], defences: null, takeIt: null, opponents: "", willpower: null, specialty: null, waiting: "", notes };
  if (pending.kind === "roll") view.roll = rollView(pending.roll, null, t, n);
  if (pending.kind === "choice") view.opponents = n("STC.Classic.Chain.Card.Opponents", input.opponents, { name: input.names.target });
  if (!allowed) {
    view.waiting = waitingFor(step, input, t);
    return view;
  }
  if (pending.kind === "choice") {
    view.defences = defenceOptions(chain, input, t, n);
    view.takeIt = { action: "chainStep", step: "defenceChoice", defence: "none", label: t("STC.Classic.Chain.TakeIt"), disabled: false, hint: "" };
    view.buttons = [...view.defences.flatMap((option) => option.buttons), view.takeIt];
    if (view.defences.some((option) => option.buttons.some((button) => !button.disabled))) view.willpower = willpowerToggle(input, t, true);
    view.specialty = specialtyToggle(chain, input, t);
  } else if (pending.kind === "roll") {
    view.buttons = rollButtons(chain, pending, t);
    if (step === "effectRoll") view.willpower = willpowerToggle(input, t, false);
  } else {
    view.buttons = [{ action: "chainStep", step, label: t("STC.Classic.Chain.Apply"), disabled: false, hint: "", primary: true }];
  }
  return view;
}
