import { templatePath } from "../../../constants";
import type { StreamlinedNpcStepRecord } from "../data/npc-step";
import type { StreamlinedChain } from "../rules/chain";

export const STREAMLINED_NPC_STEP_TEMPLATE = templatePath("streamlined/npc-step-card.hbs");

type Translate = (key: string, data?: Record<string, string | number>) => string;

/** How a line stands: finished, waiting for someone, skipped or never begun, or taken back. */
export type StreamlinedNpcStepLineState = "done" | "waiting" | "skipped" | "undone";

export interface StreamlinedNpcStepLine {
  messageId: string;
  title: string;
  state: StreamlinedNpcStepLineState;
  status: string;
  details: string[];
  canUndo: boolean;
}

// A type, not an interface: Foundry's renderTemplate takes an object with an index signature.
export type StreamlinedNpcStepCardContext = {
  title: string;
  lines: StreamlinedNpcStepLine[];
  summary: string;
  canUndo: boolean;
  undone: boolean;
  untrusted: boolean;
};

/** A chain of the step as the reader's client finds it: its card's chain replayed, or none. */
export type FoundStreamlinedChain = { kind: "chain"; chain: StreamlinedChain; undone: boolean; targetPlayed: boolean } | { kind: "gone" };

/** The rolls a chain made, each with its successes. */
function details(chain: StreamlinedChain, t: Translate): string[] {
  const rolled = (step: string, successes: number | undefined) => (successes === undefined ? [] : [t("STC.Streamlined.NpcStep.Detail", { step: t(`STC.Streamlined.Chain.Step.${step}`), value: successes })]);
  return [...rolled("attackRoll", chain.attack?.successes), ...rolled("defenceRoll", chain.defenceRoll?.successes), ...rolled("damageRoll", chain.damage?.successes)];
}

/** What a finished chain came to: the Health it took, or its outcome when it took none. */
function finished(chain: StreamlinedChain, t: Translate): string {
  const change = chain.result?.change;
  if (change && change.taken > 0) return t("STC.Streamlined.NpcStep.Line.HealthLost", { points: change.taken });
  return t(`STC.Streamlined.NpcStep.Outcome.${chain.result?.outcome ?? "miss"}`);
}

/**
 * The step's card for this reader: one line a planned attack. A line is read again from its chain's own card each
 * time (so it follows the chain as a player answers or the Storyteller undoes it), never from what the step stored.
 */
export function streamlinedNpcStepCardContext(
  step: { records: StreamlinedNpcStepRecord[]; undoneBy: string; untrusted: boolean },
  find: (record: StreamlinedNpcStepRecord) => FoundStreamlinedChain,
  names: { attacker: string; of: (combatantId: string) => string },
  viewer: { isGM: boolean },
  t: Translate,
): StreamlinedNpcStepCardContext {
  const { untrusted } = step;
  const undone = Boolean(step.undoneBy);
  const lines = step.records.map((record): StreamlinedNpcStepLine => {
    const title = record.targetId ? t("STC.Streamlined.NpcStep.Pair", { attacker: names.attacker, target: names.of(record.targetId) }) : t("STC.Streamlined.NpcStep.Untargeted", { attacker: names.attacker, number: record.actionIndex });
    const line = { messageId: record.messageId, title, details: [] as string[], canUndo: false };
    if (record.refusal) return { ...line, state: "skipped", status: t(record.refusal.key, record.refusal.data) };
    const found = find(record);
    if (found.kind === "gone") return { ...line, state: "undone", status: t("STC.Streamlined.NpcStep.Line.Gone") };
    const chain = found.chain;
    const base = { ...line, details: details(chain, t), canUndo: viewer.isGM && !untrusted && !undone && !found.undone };
    if (found.undone) return { ...base, state: "undone", status: t("STC.Streamlined.NpcStep.Line.Undone") };
    if (chain.next === "done") return { ...base, state: "done", status: finished(chain, t) };
    const stepName = t(`STC.Streamlined.Chain.Step.${chain.next}`);
    const status = found.targetPlayed && chain.next === "defenceRoll" ? t("STC.Streamlined.NpcStep.Line.WaitsForPlayer", { name: names.of(record.targetId), step: stepName }) : t("STC.Streamlined.NpcStep.Line.WaitsForStoryteller", { step: stepName });
    return { ...base, state: "waiting", status };
  });
  const made = lines.filter((line) => line.messageId).length;
  return {
    title: t("STC.Streamlined.NpcStep.Title", { attacker: names.attacker }),
    lines,
    summary: t("STC.Streamlined.NpcStep.Summary", { finished: lines.filter((line) => line.state === "done").length, made }),
    canUndo: viewer.isGM && !untrusted && !undone && lines.some((line) => line.canUndo),
    undone,
    untrusted,
  };
}
