import { templatePath } from "../../../constants";
import { writtenByStoryteller } from "../../../chat/records";
import type { ClassicAttackChain } from "../rules/combat/chain";
import type { NpcStepChainRecord } from "../data/chat/npc-step";
import type { Translate } from "./chain-card-views";
import { stepSide } from "./chain-record";
import type { Count } from "./roll-view";

export const NPC_STEP_CARD_TEMPLATE = templatePath("classic/chat/npc-step-card.hbs");

/** How a line's chain stands: finished, waiting for someone, never begun, or taken back. */
export type NpcStepLineState = "done" | "waiting" | "refused" | "undone";

/** One chain of the step as its line reads: who attacked whom, how it stands, and the steps behind it. */
export interface NpcStepLine {
  messageId: string;
  title: string;
  state: NpcStepLineState;
  status: string;
  details: string[];
  canUndo: boolean;
}

// A type, not an interface: Foundry's renderTemplate takes an object with an index signature.
export type NpcStepCardContext = {
  title: string;
  lines: NpcStepLine[];
  /** "2 of 3 attacks finished" */
  summary: string;
  canUndo: boolean;
  undone: boolean;
  untrusted: boolean;
};

/** A chain of the step as the reader's client finds it: its card's chain replayed, or why there is none. */
export type FoundChain =
  | { kind: "chain"; chain: ClassicAttackChain; undone: boolean; defenderPlayed: boolean; names: { attacker: string; target: string } }
  | { kind: "gone" };

/** The steps a chain took, each with what it came to: the rolls' successes, the defence chosen. */
function details(chain: ClassicAttackChain, t: Translate): string[] {
  const rolled = (step: string, net: number | undefined) => (net === undefined ? [] : [t("STC.Classic.NpcStep.Detail", { step: t(`STC.Classic.Combat.Step.${step}`), value: net })]);
  const defence = chain.defenceChoice ? [t("STC.Classic.NpcStep.Detail", { step: t("STC.Classic.Combat.Step.defenceChoice"), value: t(`STC.Classic.Combat.Defence.${chain.defenceChoice.kind}`) })] : [];
  return [
    ...rolled("attackRoll", chain.attack?.result.net),
    ...defence,
    ...rolled("defenceRoll", chain.defence?.result.net),
    ...rolled("damageRoll", chain.damage?.result.net),
    ...rolled("soakRoll", chain.soak?.result?.net ?? undefined),
  ];
}

/** What a finished chain came to: the levels it dealt, or its outcome when it dealt none. */
function finished(chain: ClassicAttackChain, t: Translate, n: Count): string {
  const damage = chain.result?.damage;
  if (damage && damage.levels > 0) return t(`STC.Classic.Chain.Card.DamageTaken.${damage.type}`, { levels: n("STC.Classic.Chain.Card.Levels", damage.levels) });
  return t(`STC.Classic.Combat.Outcome.${chain.outcome ?? "miss"}`);
}

/**
 * The step's card for this reader: one line a chain. A line is read again from the chain's own card each time (so
 * it follows the chain as a player answers or the Storyteller undoes it), never from what the step stored of it.
 */
export function npcStepCardContext(
  step: { records: NpcStepChainRecord[]; undoneBy: string; message: ChatMessage.Implementation },
  find: (record: NpcStepChainRecord) => FoundChain,
  nameOf: (combatantId: string) => string | null,
  viewer: { isGM: boolean },
  t: Translate,
  n: Count,
): NpcStepCardContext {
  const untrusted = !writtenByStoryteller(step.message);
  const undone = Boolean(step.undoneBy);
  const lines = step.records.map((record): NpcStepLine => {
    const found = record.refusal ? null : find(record);
    const names = found?.kind === "chain" ? found.names : { attacker: "", target: "" };
    const title = t("STC.Classic.NpcStep.Pair", { attacker: nameOf(record.attackerId) ?? names.attacker, target: nameOf(record.targetId) ?? names.target });
    const line = { messageId: record.messageId, title, details: [] as string[], canUndo: false };
    if (record.refusal) return { ...line, state: "refused", status: t(record.refusal.key, record.refusal.data) };
    if (!found || found.kind === "gone") return { ...line, state: "undone", status: t("STC.Classic.NpcStep.Line.Gone") };
    const chain = found.chain;
    const base = { ...line, details: details(chain, t), canUndo: viewer.isGM && !untrusted && !undone && !found.undone };
    if (found.undone) return { ...base, state: "undone", status: t("STC.Classic.NpcStep.Line.Undone") };
    if (chain.next === "done") return { ...base, state: "done", status: finished(chain, t, n) };
    const step = t(`STC.Classic.Combat.Step.${chain.next}`);
    const status = found.defenderPlayed && stepSide(chain.next) === "defender" ? t("STC.Classic.NpcStep.Line.WaitsForPlayer", { name: names.target, step }) : t("STC.Classic.NpcStep.Line.WaitsForStoryteller", { step });
    return { ...base, state: "waiting", status };
  });
  const finishedCount = lines.filter((line) => line.state === "done").length;
  return {
    title: t("STC.Classic.NpcStep.Title"),
    lines,
    summary: n("STC.Classic.NpcStep.Summary", lines.length, { finished: finishedCount }),
    canUndo: viewer.isGM && !untrusted && !undone && lines.some((line) => line.canUndo),
    undone,
    untrusted,
  };
}
