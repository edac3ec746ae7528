import { rageActionLimit } from "../../rules/actions/classic-spending";
import { checkDeclarationShape } from "../../rules/actions/check-declaration";
import { DECLARED_ACTION_KINDS, DEFENCE_KINDS, type DeclaredAction, type DeclaredActionKind, type Declaration, type DefenceKind } from "../../rules/actions/declaration";
import type { RoundResources } from "../../rules/actions/resources";
import { RulesError } from "../../../../rules/errors";
import type { ClassicOptions } from "../../rules/ruleset/options";
import type { RoundContext } from "../../rules/turns/turn-rules";
import { choiceViews, type ChoiceView } from "../../../../apps/context/choices";

/** Where an action comes from: an ordinary action, or an extra one bought with blood or Rage (V20 / W20 core). */
export const ACTION_SOURCES = ["declared", "celerity", "rage"] as const;
export type ActionSourceChoice = (typeof ACTION_SOURCES)[number];

/** One row of the declaration form, as typed (numbers stay text until the rules read them). */
export interface DeclarationRowValues {
  source: ActionSourceChoice;
  kind: DeclaredActionKind;
  target: string;
  defence: DefenceKind;
  pool: string;
  note: string;
}

export interface DeclarationFormValues {
  rows: DeclarationRowValues[];
  willpower: string;
  blood: string;
  moves: boolean;
}

export interface DeclarationFormInput {
  combatantId: string;
  name: string;
  /** Everyone else in the round, as the declarer may name them. */
  targets: { id: string; name: string }[];
  resources: RoundResources;
  /** The first action goes to getting up (000 §2.10). */
  mustGetUp: boolean;
  values: DeclarationFormValues;
}

export interface DeclarationRowView {
  index: number;
  /** The row's place, counted from 1. */
  number: number;
  sourceChoices: ChoiceView[];
  kindChoices: ChoiceView[];
  targetChoices: { value: string; label: string; selected: boolean }[];
  defenceChoices: ChoiceView[];
  showTarget: boolean;
  showDefence: boolean;
  pool: string;
  note: string;
  /** The dice this action loses, from the rules' plan of the whole declaration (000 §2.2). */
  penalty: number | null;
}

export interface DeclarationFormContext {
  name: string;
  rows: DeclarationRowView[];
  willpower: string;
  blood: string;
  moves: boolean;
  showBlood: boolean;
  celerity: number;
  rage: { current: number; limit: number } | null;
  willpowerLeft: number;
  bloodLeft: number | null;
  mustGetUp: boolean;
  /** Why the rules refuse the declaration as it stands, or null. */
  problem: { key: string; data: Record<string, string | number> } | null;
}

export function emptyRow(source: ActionSourceChoice = "declared"): DeclarationRowValues {
  return { source, kind: "attack", target: "", defence: "dodge", pool: "", note: "" };
}

export function emptyDeclaration(): DeclarationFormValues {
  return { rows: [emptyRow()], willpower: "", blood: "", moves: false };
}

/** A typed count: blank is nothing; anything else is handed to the rules as a number, which they check. */
function count(text: string): number {
  return text.trim() === "" ? 0 : Number(text);
}

function rowAction(row: DeclarationRowValues): DeclaredAction {
  const pool = row.pool.trim() === "" ? null : Number(row.pool);
  const note = row.note.trim() === "" ? null : row.note.trim();
  switch (row.kind) {
    case "attack":
      return { kind: "attack", targetId: row.target, pool, note };
    case "defence":
      return { kind: "defence", defence: row.defence, pool };
    case "move":
      return { kind: "move", pool, note };
    default:
      return { kind: "other", note: note ?? "", pool };
  }
}

/** The declaration the form describes (000 §1.2-1.4, 002 ¶3): ordinary actions, Celerity and Rage actions, spending. */
export function declarationFromForm(combatantId: string, values: DeclarationFormValues): Declaration {
  const of = (source: ActionSourceChoice) => values.rows.filter((row) => row.source === source).map(rowAction);
  return {
    combatantId,
    actions: of("declared"),
    celerityActions: of("celerity"),
    rageActions: of("rage"),
    willpowerSpent: count(values.willpower),
    bloodSpent: count(values.blood),
    moves: values.moves,
  };
}

/**
 * The declaration form's context: the rows with their choices, and the rules' reading of the declaration as it
 * stands: each action's penalty (N + i − 1, 000 §2.2; none for Celerity and Rage actions), or why it would
 * be refused, so the declarer sees it before sending.
 */
export function declarationFormContext(ctx: RoundContext<ClassicOptions>, input: DeclarationFormInput): DeclarationFormContext {
  const { values, resources } = input;
  const sources = ACTION_SOURCES.filter((source) => source === "declared" || (source === "celerity" ? resources.celerity > 0 : resources.rage !== null));
  let penalties: number[] | null = null;
  let problem: DeclarationFormContext["problem"] = null;
  try {
    const ids = new Set([input.combatantId, ...input.targets.map((target) => target.id)]);
    const checked = checkDeclarationShape(declarationFromForm(input.combatantId, values), (id) => ids.has(id));
    ctx.rules.declarationSpending(checked, resources);
    const plan = ctx.rules.planActions(checked, input.mustGetUp);
    // The plan lists getting up first, then the ordinary actions, then Celerity's, then Rage's.
    const planned = plan.actions.filter((action) => action.source !== "getUp");
    const order = [...values.rows.entries()].sort(([, a], [, b]) => ACTION_SOURCES.indexOf(a.source) - ACTION_SOURCES.indexOf(b.source));
    penalties = [];
    order.forEach(([rowIndex], position) => {
      if (penalties) penalties[rowIndex] = planned[position]?.penalty ?? 0;
    });
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    // The rules name combatants by id; the form shows names.
    const nameOf = new Map([[input.combatantId, input.name], ...input.targets.map((target) => [target.id, target.name] as const)]);
    problem = { key: error.i18nKey, data: Object.fromEntries(Object.entries(error.data).map(([name, value]) => [name, typeof value === "string" ? (nameOf.get(value) ?? value) : value])) };
  }
  return {
    name: input.name,
    rows: values.rows.map((row, index) => ({
      index,
      number: index + 1,
      sourceChoices: choiceViews(sources, row.source, "STC.Action.Source"),
      kindChoices: choiceViews(DECLARED_ACTION_KINDS, row.kind, "STC.Action.Kind"),
      targetChoices: input.targets.map((target) => ({ value: target.id, label: target.name, selected: target.id === row.target })),
      defenceChoices: choiceViews(DEFENCE_KINDS, row.defence, "STC.Action.Defence"),
      showTarget: row.kind === "attack",
      showDefence: row.kind === "defence",
      pool: row.pool,
      note: row.note,
      penalty: penalties?.[index] ?? null,
    })),
    willpower: values.willpower,
    blood: values.blood,
    moves: values.moves,
    showBlood: resources.blood !== null,
    celerity: resources.celerity,
    rage: resources.rage ? { current: resources.rage.current, limit: rageActionLimit(resources.rage) } : null,
    willpowerLeft: resources.willpower.current,
    bloodLeft: resources.blood,
    mustGetUp: input.mustGetUp,
    problem,
  };
}

/** Reads the form's fields (`source-0`, `kind-0`, …) back into values, for as many rows as the form had. */
export function declarationValuesFromForm(read: (name: string) => string | null, rowCount: number): DeclarationFormValues {
  const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T => ((allowed as readonly string[]).includes(value ?? "") ? (value as T) : fallback);
  const rows = Array.from({ length: rowCount }, (_, index) => ({
    source: pick(read(`source-${index}`), ACTION_SOURCES, "declared"),
    kind: pick(read(`kind-${index}`), DECLARED_ACTION_KINDS, "attack"),
    target: read(`target-${index}`) ?? "",
    defence: pick(read(`defence-${index}`), DEFENCE_KINDS, "dodge"),
    pool: read(`pool-${index}`) ?? "",
    note: read(`note-${index}`) ?? "",
  }));
  return { rows, willpower: read("willpower") ?? "", blood: read("blood") ?? "", moves: read("moves") === "on" };
}
