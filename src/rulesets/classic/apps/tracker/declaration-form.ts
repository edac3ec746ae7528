import { pluralKey } from "../../../../apps/plural";
import { rageActionLimit } from "../../rules/actions/classic-spending";
import { checkDeclarationShape, type CheckedDeclaration } from "../../rules/actions/check-declaration";
import { DEFENCE_KINDS, type DeclaredAction, type Declaration, type DefenceKind } from "../../rules/actions/declaration";
import type { RoundResources } from "../../rules/actions/resources";
import { RulesError } from "../../../../rules/errors";
import type { ClassicOptions } from "../../rules/ruleset/options";
import type { RoundContext } from "../../rules/turns/turn-rules";
import { choiceViews, type ChoiceView } from "../../../../apps/context/choices";

/** Where an action comes from: an ordinary action, or an extra one bought with blood or Rage (V20 / W20 core). */
export const ACTION_SOURCES = ["declared", "celerity", "rage"] as const;
export type ActionSourceChoice = (typeof ACTION_SOURCES)[number];

/** What a row of the form declares. Moving is not a row: it is the form's one "moves this turn" control. */
export const FORM_KINDS = ["attack", "defence", "other"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/**
 * The pools the character's sheet shows (its data model's combat summary, rules/combat/combat-summary.ts): each
 * attack it can make now, the weapon in hand first, and each defence (null when it cannot be used now). A row's
 * pool is read from these, never typed.
 */
export interface SheetPools {
  attacks: { key: string; label: string; pool: number }[];
  defences: Record<DefenceKind, number | null>;
}

/** One row of the form, as chosen. */
export interface DeclarationRowValues {
  source: ActionSourceChoice;
  kind: FormKind;
  target: string;
  /** The attack's key among the sheet's attacks ("unarmed", an item's id). */
  use: string;
  defence: DefenceKind;
  note: string;
}

/** The form's Willpower choice: none, the roll of one of its attack or defence rows, or something else (wounds, a Discipline). */
export type WillpowerChoice = "" | "other" | `row-${number}`;

export interface DeclarationFormValues {
  rows: DeclarationRowValues[];
  willpower: WillpowerChoice;
  /** Blood besides Celerity's. */
  blood: number;
  moves: boolean;
}

export interface DeclarationFormInput {
  combatantId: string;
  name: string;
  /** Everyone else in the round, as the declarer may name them. */
  targets: { id: string; name: string }[];
  resources: RoundResources;
  pools: SheetPools;
  /** The first action goes to getting up (000 §2.10). */
  mustGetUp: boolean;
  /** The declaration of the round before, when there is one to repeat. */
  hasLast: boolean;
  /** The table's language, for the plural forms of counts. */
  lang: string;
  values: DeclarationFormValues;
}

export interface LabelledChoice {
  value: string;
  label: string;
  selected: boolean;
}

export interface DeclarationRowView {
  index: number;
  /** The row's place, counted from 1. */
  number: number;
  sourceChoices: ChoiceView[];
  kindChoices: ChoiceView[];
  targetChoices: LabelledChoice[];
  useChoices: LabelledChoice[];
  defenceChoices: ChoiceView[];
  showTarget: boolean;
  showDefence: boolean;
  showNote: boolean;
  note: string;
  /** The sheet's pool for this action, the dice it loses (000 §2.2) and what is left; null when not known. */
  pool: { base: number; penalty: number; left: number; leftKey: string } | null;
  /** The dice this action loses, from the rules' plan of the whole declaration (000 §2.2). */
  penalty: number | null;
}

export interface DeclarationFormContext {
  name: string;
  rows: DeclarationRowView[];
  /** `defenceKey`: the language key of the defence a choice names, for a defence row's roll. */
  willpowerChoices: { value: string; labelKey: string; data: Record<string, string | number>; defenceKey?: string; selected: boolean }[];
  showWillpower: boolean;
  bloodChoices: LabelledChoice[];
  moves: boolean;
  showBlood: boolean;
  celerity: number;
  rage: { current: number; limit: number } | null;
  willpowerLeft: number;
  bloodLeft: number | null;
  bloodPerTurn: number | null;
  mustGetUp: boolean;
  hasLast: boolean;
  /**
   * The multiple-action penalty in words (000 §2.2), when there is one: how many ordinary actions are declared
   * and the dice the first of them loses; each later one loses a die more.
   */
  penaltyRule: { count: number; first: number } | null;
  /** Why the rules refuse the declaration as it stands, or null. */
  problem: { key: string; data: Record<string, string | number> } | null;
}

export function emptyRow(source: ActionSourceChoice = "declared", target = "", use = ""): DeclarationRowValues {
  return { source, kind: "attack", target, use, defence: "dodge", note: "" };
}

/** One attack on `target` with the sheet's first attack (the weapon in hand), and nothing spent. */
export function singleAttack(target: string, pools: SheetPools): DeclarationFormValues {
  return { rows: [emptyRow("declared", target, pools.attacks[0]?.key ?? "")], willpower: "", blood: 0, moves: false };
}

function attackPool(pools: SheetPools, use: string): number | null {
  return (pools.attacks.find((attack) => attack.key === use) ?? pools.attacks[0])?.pool ?? null;
}

/** The pool a row's action has on the sheet: the chosen attack's, the defence's; none for anything else. */
export function rowPool(row: DeclarationRowValues, pools: SheetPools): number | null {
  if (row.kind === "attack") return attackPool(pools, row.use);
  if (row.kind === "defence") return pools.defences[row.defence];
  return null;
}

function rowAction(row: DeclarationRowValues, index: number, values: DeclarationFormValues, pools: SheetPools): DeclaredAction {
  const note = row.note.trim() === "" ? null : row.note.trim();
  const pool = rowPool(row, pools);
  switch (row.kind) {
    case "attack":
      return { kind: "attack", targetId: row.target, pool, note, ...(values.willpower === `row-${index}` ? { willpower: true } : {}) };
    case "defence":
      return { kind: "defence", defence: row.defence, pool, ...(values.willpower === `row-${index}` ? { willpower: true } : {}) };
    default:
      return { kind: "other", note: note ?? "", pool: null };
  }
}

/**
 * The declaration the form describes (000 §1.2-1.4, 002 ¶3): ordinary actions, Celerity and Rage actions, each
 * with its pool from the sheet, the turn's Willpower point (for an attack's or a defence's roll, or something else), blood, moving.
 */
export function declarationFromForm(combatantId: string, values: DeclarationFormValues, pools: SheetPools): Declaration {
  const of = (source: ActionSourceChoice) => values.rows.flatMap((row, index) => (row.source === source ? [rowAction(row, index, values, pools)] : []));
  return {
    combatantId,
    actions: of("declared"),
    celerityActions: of("celerity"),
    rageActions: of("rage"),
    willpowerSpent: values.willpower === "" ? 0 : 1,
    bloodSpent: values.blood,
    moves: values.moves,
  };
}

/**
 * The form's values for a declaration made before ("same as last turn"): its actions in order, a target no longer
 * in the fight replaced by `fallbackTarget`, an attack with the sheet's attack of the same pool (else the first), a
 * declared move as the form's moving control.
 */
export function valuesFromDeclaration(declaration: CheckedDeclaration, targets: readonly { id: string }[], fallbackTarget: string, pools: SheetPools): DeclarationFormValues {
  const present = new Set(targets.map((target) => target.id));
  const values: DeclarationFormValues = { rows: [], willpower: "", blood: declaration.bloodSpent, moves: declaration.moves };
  const lists: [ActionSourceChoice, readonly DeclaredAction[]][] = [["declared", declaration.actions], ["celerity", declaration.celerityActions], ["rage", declaration.rageActions]];
  for (const [source, actions] of lists) {
    for (const action of actions) {
      if (action.kind === "move") {
        values.moves = true;
        continue;
      }
      const row = emptyRow(source, fallbackTarget, pools.attacks[0]?.key ?? "");
      if (action.kind === "attack") {
        if (present.has(action.targetId)) row.target = action.targetId;
        row.use = pools.attacks.find((attack) => attack.pool === action.pool)?.key ?? row.use;
        row.note = action.note ?? "";
        if (action.willpower === true) values.willpower = `row-${values.rows.length}`;
      } else if (action.kind === "defence") {
        row.kind = "defence";
        row.defence = action.defence;
        if (action.willpower === true) values.willpower = `row-${values.rows.length}`;
      } else {
        row.kind = "other";
        row.note = action.note;
      }
      values.rows.push(row);
    }
  }
  if (values.willpower === "" && declaration.willpowerSpent > 0) values.willpower = "other";
  return values;
}

/**
 * The declaration form's context: the rows with their choices and the sheet's pools, and the rules' reading of
 * the declaration as it stands: each action's penalty (N + i − 1, 000 §2.2; none for Celerity and Rage actions),
 * or why it would be refused, so the declarer sees it before sending.
 */
export function declarationFormContext(ctx: RoundContext<ClassicOptions>, input: DeclarationFormInput): DeclarationFormContext {
  const { values, resources, pools } = input;
  const sources = ACTION_SOURCES.filter((source) => source === "declared" || (source === "celerity" ? resources.celerity > 0 : resources.rage !== null));
  let penalties: number[] | null = null;
  let problem: DeclarationFormContext["problem"] = null;
  try {
    const ids = new Set([input.combatantId, ...input.targets.map((target) => target.id)]);
    const checked = checkDeclarationShape(declarationFromForm(input.combatantId, values, pools), (id) => ids.has(id));
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
  const nameOf = (id: string) => input.targets.find((target) => target.id === id)?.name ?? "";
  const rows: DeclarationRowView[] = values.rows.map((row, index) => {
    const base = rowPool(row, pools);
    const penalty = penalties?.[index] ?? null;
    const left = base === null ? 0 : Math.max(0, base - (penalty ?? 0));
    return {
      index,
      number: index + 1,
      sourceChoices: choiceViews(sources, row.source, "STC.Classic.Declaration.SourceChoice"),
      kindChoices: choiceViews(FORM_KINDS, row.kind, "STC.Classic.Action.Kind"),
      targetChoices: input.targets.map((target) => ({ value: target.id, label: target.name, selected: target.id === row.target })),
      useChoices: pools.attacks.map((attack) => ({ value: attack.key, label: attack.label, selected: attack.key === (row.use || pools.attacks[0]?.key) })),
      defenceChoices: choiceViews(DEFENCE_KINDS, row.defence, "STC.Classic.Action.Defence"),
      showTarget: row.kind === "attack",
      showDefence: row.kind === "defence",
      showNote: row.kind !== "defence",
      note: row.note,
      pool: base === null ? null : { base, penalty: penalty ?? 0, left, leftKey: pluralKey("STC.Classic.Declaration.Dice", left, input.lang) },
      penalty,
    };
  });
  const attackRows = rows.filter((row) => values.rows[row.index]?.kind === "attack");
  const defenceRows = rows.filter((row) => values.rows[row.index]?.kind === "defence");
  const willpowerChoices = [
    { value: "", labelKey: "STC.Classic.Declaration.WillpowerChoice.none", data: {}, selected: values.willpower === "" },
    ...attackRows.map((row) => ({
      value: `row-${row.index}`,
      labelKey: "STC.Classic.Declaration.WillpowerChoice.roll",
      data: { number: row.number, target: nameOf(values.rows[row.index]?.target ?? "") },
      selected: values.willpower === `row-${row.index}`,
    })),
    ...defenceRows.map((row) => ({
      value: `row-${row.index}`,
      labelKey: "STC.Classic.Declaration.WillpowerChoice.defence",
      data: { number: row.number },
      defenceKey: `STC.Classic.Action.Defence.${values.rows[row.index]?.defence ?? "dodge"}`,
      selected: values.willpower === `row-${row.index}`,
    })),
    { value: "other", labelKey: "STC.Classic.Declaration.WillpowerChoice.other", data: {}, selected: values.willpower === "other" },
  ];
  const ordinary = values.rows.flatMap((row, index) => (row.source === "declared" ? [penalties?.[index] ?? 0] : []));
  const first = ordinary[0] ?? 0;
  const bloodMax = Math.max(values.blood, Math.min(resources.blood ?? 0, resources.bloodPerTurn ?? Number.POSITIVE_INFINITY));
  return {
    name: input.name,
    rows,
    willpowerChoices,
    showWillpower: resources.willpower.current > 0 || values.willpower !== "",
    bloodChoices: Array.from({ length: bloodMax + 1 }, (_, points) => ({ value: String(points), label: String(points), selected: points === values.blood })),
    moves: values.moves,
    showBlood: resources.blood !== null,
    celerity: resources.celerity,
    rage: resources.rage ? { current: resources.rage.current, limit: rageActionLimit(resources.rage) } : null,
    willpowerLeft: resources.willpower.current,
    bloodLeft: resources.blood,
    bloodPerTurn: resources.bloodPerTurn ?? null,
    mustGetUp: input.mustGetUp,
    hasLast: input.hasLast,
    penaltyRule: first > 0 ? { count: ordinary.length, first } : null,
    problem,
  };
}

const WILLPOWER_CHOICE = /^(other|row-\d{1,2})$/;

/** Reads the form's fields (`source-0`, `kind-0`, …) back into values, for as many rows as the form had. */
export function declarationValuesFromForm(read: (name: string) => string | null, rowCount: number): DeclarationFormValues {
  const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T => ((allowed as readonly string[]).includes(value ?? "") ? (value as T) : fallback);
  const rows = Array.from({ length: rowCount }, (_, index) => ({
    source: pick(read(`source-${index}`), ACTION_SOURCES, "declared"),
    kind: pick(read(`kind-${index}`), FORM_KINDS, "attack"),
    target: read(`target-${index}`) ?? "",
    use: read(`use-${index}`) ?? "",
    defence: pick(read(`defence-${index}`), DEFENCE_KINDS, "dodge"),
    note: read(`note-${index}`) ?? "",
  }));
  const willpower = read("willpower") ?? "";
  const blood = Number(read("blood") ?? "0");
  return {
    rows,
    willpower: WILLPOWER_CHOICE.test(willpower) ? (willpower as WillpowerChoice) : "",
    blood: Number.isInteger(blood) && blood >= 0 ? blood : 0,
    moves: read("moves") === "on",
  };
}
