import type { CardLine, CardRoll, ChronicleAction } from "../data/chat/chronicle-card";
import { poolCardContext, type PoolCardContext } from "../dice/pool-card";
import { readPool } from "../rules/dice/pool";
import type { Translate } from "../../../rules/translate";

/** What a chronicle card shows its reader. */
export type ChronicleCardContext = {
  action: ChronicleAction;
  title: string;
  lines: string[];
  roll: PoolCardContext | null;
  /** The roll could not be read again (a damaged record): the reason, instead of the dice. */
  error: string | null;
  undone: boolean;
  /** A Storyteller's button to undo the action. */
  canUndo: boolean;
  undoLabel: string;
  undoneLabel: string;
  /** No Storyteller's client wrote the card: it is no record. */
  untrusted: boolean;
  untrustedLabel: string;
};

export interface ChronicleCardInput {
  action: ChronicleAction;
  name: string;
  lines: readonly CardLine[];
  roll: CardRoll | null;
  undone: boolean;
  viewerIsGM: boolean;
  untrusted: boolean;
  /** The action wrote nothing (a check resisted, a roll failed): there is nothing to undo. */
  wroteNothing: boolean;
}

/** The card as its reader sees it, every string in the reader's language; the roll is read again from its faces. */
export function chronicleCardContext(input: ChronicleCardInput, t: Translate): ChronicleCardContext {
  let roll: PoolCardContext | null = null;
  let error: string | null = null;
  if (input.roll) {
    try {
      const label = input.roll.labelKeys.map((key) => t(key)).join(" + ");
      roll = poolCardContext(readPool(input.roll.faces, input.roll.spec), label);
    } catch (caught) {
      error = t("STC.Classic.Chronicle.Card.Damaged", { reason: caught instanceof Error ? caught.message : String(caught) });
    }
  }
  return {
    action: input.action,
    title: t(`STC.Classic.Chronicle.Card.Title.${input.action}`, { name: input.name }),
    lines: input.lines.map((line) => t(line.key, { ...line.data, ...Object.fromEntries(Object.entries(line.named ?? {}).map(([field, key]) => [field, t(key)])) })),
    roll,
    error,
    undone: input.undone,
    canUndo: input.viewerIsGM && !input.undone && !input.untrusted && !input.wroteNothing,
    undoLabel: t("STC.Classic.Chronicle.Card.Undo"),
    undoneLabel: t("STC.Classic.Chronicle.Card.Undone"),
    untrusted: input.untrusted,
    untrustedLabel: t("STC.Classic.Chronicle.Card.Untrusted"),
  };
}
