import type { HoldNote } from "../../rules/turns/round-state";
import { choiceViews, type ChoiceView } from "../../../../apps/context/choices";

/** What a held action waits for (002 ¶3): before or after someone's action, or a condition in words. */
export const HOLD_MODES = ["after", "before", "condition"] as const;
export type HoldMode = (typeof HOLD_MODES)[number];

export interface HoldFormValues {
  mode: HoldMode;
  combatantId: string;
  text: string;
}

export interface HoldFormInput {
  name: string;
  /** The others in the round, the moments the action may wait for. */
  others: { id: string; name: string }[];
  values: HoldFormValues;
}

export interface HoldFormContext {
  name: string;
  modeChoices: ChoiceView[];
  others: { value: string; label: string; selected: boolean }[];
  showMoment: boolean;
  text: string;
}

export function holdFormContext(input: HoldFormInput): HoldFormContext {
  return {
    name: input.name,
    modeChoices: choiceViews(HOLD_MODES, input.values.mode, "STC.Classic.Tracker.Hold.Mode"),
    others: input.others.map((other) => ({ value: other.id, label: other.name, selected: other.id === input.values.combatantId })),
    showMoment: input.values.mode !== "condition",
    text: input.values.text,
  };
}

/** The note the rules keep with the held action; the rules check it (an empty condition, oneself). */
export function holdNoteFromForm(values: HoldFormValues): HoldNote {
  if (values.mode === "condition") return { kind: "condition", text: values.text.trim() };
  return { kind: "moment", position: values.mode, combatantId: values.combatantId };
}

export function holdValuesFromForm(read: (name: string) => string | null): HoldFormValues {
  const mode = read("mode");
  return {
    mode: (HOLD_MODES as readonly string[]).includes(mode ?? "") ? (mode as HoldMode) : "after",
    combatantId: read("combatantId") ?? "",
    text: read("text") ?? "",
  };
}
