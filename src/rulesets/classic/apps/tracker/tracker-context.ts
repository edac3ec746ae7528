import { pluralKey } from "../../../../apps/plural";
import type { CombatPhase } from "../../data/combat/combat-data";
import { isDefenceBody, poolAfterPenalty, type PlannedAction, type PlannedActionState } from "../../rules/actions/declaration";
import { holdersWaitingOnCurrent } from "../../rules/turns/hold";
import { currentActors, unfinishedBusiness } from "../../rules/turns/queries";
import type { HoldNote, RoundCombatant, RoundState } from "../../rules/turns/round-state";
import type { ActionBlocker } from "../../rules/status/schedule";

/** One combatant as the tracker's builder takes it: read from the Combatant by the tracker app. */
export interface TrackerCombatantInput {
  id: string;
  name: string;
  img: string;
  hidden: boolean;
  defeated: boolean;
  /** The viewing user may act for it (owns its character, or is a Storyteller). */
  owned: boolean;
  /** Before the first round: the total of a die the Storyteller rolled for it, if any. */
  preRolled: number | null;
  /** Its token is on the viewed scene and the user may ping (Foundry's own ping control). */
  canPing?: boolean;
  /** Its token is on the viewed scene, where this user may target it. */
  onScene?: boolean;
  /** This user targets its token. */
  targeted?: boolean;
  /** Its wound level's language key, null when unhurt (or no character). */
  woundKey?: string | null;
  /** The language keys of the statuses on it now (stunned, knocked down, …). */
  statusKeys?: string[];
}

export interface TrackerInput {
  round: number;
  state: RoundState | null;
  /** In table order. */
  combatants: TrackerCombatantInput[];
  /** Foundry's turn list (the rules' walk, src/rulesets/classic/round/turn-list.ts). */
  turnIds: string[];
  /** The rules' steps of simultaneous combatants (002 ¶2), each a list of ids. */
  steps: string[][];
  isGM: boolean;
  /** The world setting: every combatant's declared actions are shown to all, not only to the Storyteller. */
  declarationsVisibleToAll: boolean;
  /** Combatants that joined during the action phase and may still declare for this round (rules' `arrivalsToDeclare`). */
  arrivalsToDeclare: string[];
  /** The table's language, for the plural forms of counts; English when not given. */
  lang?: string;
  /** The attacks of the Storyteller's characters the current turn still holds (rules/turns/npc-step.ts); 0 when not given. */
  npcAttacks?: number;
}

export type RowStatus =
  | "waiting"
  | "toDeclare"
  | "declaring"
  | "declared"
  | "acting"
  | "holding"
  | "defending"
  | "defendingAndExtra"
  | "extraLeft"
  | "done"
  | "cannotAct"
  | "waitsForNextRound";

/** How an action shows: its round state, or `unused` for a defence no attack called for once the round is over. */
export type ActionShownState = PlannedActionState | "unused";

/** A language key and its data, for a line the template localizes. */
export interface Phrase {
  key: string;
  data: Record<string, string | number>;
}

export interface ActionView {
  number: number;
  sourceKey: string;
  kindKey: string;
  defenceKey: string | null;
  target: string | null;
  note: string | null;
  penalty: number;
  pool: number | null;
  state: ActionShownState;
  stateKey: string;
  /** For a defence an abort left: the most dice it may roll (000 §2.5). */
  cap: number | null;
  /** The dice it rolls, shown on its line: the cap of an abort's defence, else the pool after the penalty. */
  dice: number | null;
  diceKey: string;
  /** The turn's Willpower point was declared for this attack's or defence's roll. */
  willpower: boolean;
  /** Whether to name the state on the line: an action still to come says nothing. */
  showState: boolean;
}

export interface TrackerRow {
  id: string;
  name: string;
  img: string;
  hidden: boolean;
  defeated: boolean;
  owned: boolean;
  canPing: boolean;
  /** The user may target its token from the row (it is on the viewed scene), and whether it is targeted now. */
  canTarget: boolean;
  targeted: boolean;
  current: boolean;
  status: RowStatus;
  statusKey: string;
  /** The round's initiative; before the first round, a pre-rolled total with no score yet. */
  initiative: { total: number; score: number | null; faces: string } | null;
  /** The declaration shown, or null (none yet, or hidden from this user). */
  actions: ActionView[] | null;
  declarationHidden: boolean;
  spent: Phrase[];
  moves: boolean;
  held: Phrase[];
  aborted: boolean;
  abortFailed: boolean;
  /** A held action waiting for the combatant acting now (002 ¶3). */
  waitingOnCurrent: boolean;
  blockedKey: string | null;
  woundKey: string | null;
  statusKeys: string[];
  /** A wound level or a status to show on a line of its own under the name. */
  hasCondition: boolean;
  canDeclare: boolean;
  /** Its declaration of the turn before may be made again in one click. */
  canSameAsLast: boolean;
  canHold: boolean;
  /** The acting combatant's own row offers its attack (its sheet's attacks, on the declared target). */
  canAttack: boolean;
  canStepIn: boolean;
}

export interface TrackerStep {
  key: string;
  simultaneous: boolean;
  current: boolean;
  rows: TrackerRow[];
}

export interface TrackerContext {
  hasCombatants: boolean;
  phase: CombatPhase;
  phaseKey: string;
  phaseData: Record<string, number>;
  hintKey: string;
  round: number;
  steps: TrackerStep[];
  /** Who declares or acts now, by name (also the moment a held action cuts in around). */
  currentNames: string;
  isGM: boolean;
  roundOver: boolean;
  canBegin: boolean;
  canEndTurn: boolean;
  canNextRound: boolean;
  /** The Storyteller's one click for the NPC attacks of the current turn (requests/npc-step.ts). */
  canNpcStep: boolean;
  /** The number of the turn the next-turn button begins. */
  nextRound: number;
  /** The turn the viewer sees as current, sent with "next" (src/rulesets/classic/round/operations.ts `advanceFor`). */
  turnKey: string;
  /**
   * What beginning the next turn now would lose, for the confirmation before it (a turn cannot be taken back):
   * each count with the language key of its plural form; null when nothing is left to do.
   */
  unfinished: { lines: { key: string; count: number }[] } | null;
}

const PHASE_KEYS: Record<CombatPhase, string> = {
  initiative: "STC.Classic.Tracker.Phase.initiative",
  declaration: "STC.Classic.Turn.Phase.declaration",
  action: "STC.Classic.Turn.Phase.action",
  extra: "STC.Classic.Turn.ExtraPhase",
  ended: "STC.Classic.Turn.Phase.ended",
};

const HINT_KEYS: Record<CombatPhase, string> = {
  initiative: "STC.Classic.Tracker.Hint.initiative",
  declaration: "STC.Classic.Turn.DeclarationOrder",
  action: "STC.Classic.Turn.ActionOrder",
  extra: "STC.Classic.Tracker.Hint.extra",
  ended: "STC.Classic.Tracker.Hint.ended",
};

function holdPhrase(note: HoldNote, nameOf: (id: string) => string): Phrase {
  if (note.kind === "condition") return { key: "STC.Classic.Turn.HoldCondition", data: { text: note.text } };
  return { key: note.position === "after" ? "STC.Classic.Turn.HoldUntilAfter" : "STC.Classic.Turn.HoldUntilBefore", data: { name: nameOf(note.combatantId) } };
}

function actionView(action: PlannedAction, nameOf: (id: string) => string, ended: boolean, lang: string): ActionView {
  const body = action.body;
  const pool = poolAfterPenalty(action);
  const dice = action.abortCap ?? pool;
  // A defence waits for an attack; once the round is over, one no attack called for was simply not needed.
  const state: ActionShownState = ended && action.state === "pending" && isDefenceBody(body) ? "unused" : action.state;
  return {
    number: action.index,
    sourceKey: `STC.Classic.Action.Source.${action.source}`,
    kindKey: `STC.Classic.Action.Kind.${body.kind}`,
    defenceKey: body.kind === "defence" ? `STC.Classic.Action.Defence.${body.defence}` : null,
    target: body.kind === "attack" ? nameOf(body.targetId) : null,
    note: body.kind === "other" || body.kind === "move" || body.kind === "attack" ? body.note : null,
    // A defence an abort left rolls at most the given-up action's pool and takes no penalty (000 §2.5; defend.ts).
    penalty: body.kind === "abortDefence" && action.abortCap !== null ? 0 : action.penalty,
    pool,
    state,
    stateKey: `STC.Classic.Tracker.ActionState.${state}`,
    cap: action.abortCap,
    dice,
    diceKey: pluralKey("STC.Classic.Tracker.Dice", dice ?? 0, lang),
    willpower: (body.kind === "attack" || body.kind === "defence") && body.willpower === true,
    showState: state !== "pending",
  };
}

function blockedKeyOf(blocker: ActionBlocker | null): string | null {
  if (blocker === null) return null;
  return blocker === "defeated" ? "STC.Classic.Tracker.Defeated" : `STC.Classic.Status.${blocker}.Name`;
}

function statusOf(state: RoundState | null, entry: RoundCombatant | undefined, acting: ReadonlySet<string>, holding: ReadonlySet<string>, arriving: ReadonlySet<string>): RowStatus {
  if (!state || !entry) return state ? "waitsForNextRound" : "waiting";
  if (entry.condition.blockedBy !== null) return "cannotAct";
  if (arriving.has(entry.id)) return "declaring";
  if (entry.waitingForNextRound) return "waitsForNextRound";
  if (state.phase === "declaration") return acting.has(entry.id) ? "declaring" : entry.declaration ? "declared" : "toDeclare";
  if (acting.has(entry.id)) return "acting";
  if (holding.has(entry.id)) return "holding";
  const left = entry.actions.filter((action) => action.state === "pending" || action.state === "held");
  if (state.phase === "ended" || !left.length) return "done";
  // Defences take no turn: they wait for the attacks (000 §1.4, 002 ¶5); extra actions wait for their phase (000 §1.5).
  const defences = left.filter((action) => isDefenceBody(action.body));
  if (defences.length === left.length) return "defending";
  const later = left.filter((action) => !isDefenceBody(action.body));
  if (later.every((action) => action.state === "pending" && action.index > Math.max(1, state.actionNumber))) return defences.length ? "defendingAndExtra" : "extraLeft";
  return "waiting";
}

/** What the tracker knows while it builds its rows: the round, who acts, holds and waits, and what the viewer may see. */
interface TrackerView {
  input: TrackerInput;
  phase: CombatPhase;
  lang: string;
  byId: ReadonlyMap<string, TrackerCombatantInput>;
  acting: ReadonlySet<string>;
  holding: ReadonlySet<string>;
  waiting: ReadonlySet<string>;
  arriving: ReadonlySet<string>;
  actionPhase: boolean;
  /** A combatant's name, "?" for one hidden from a player: a player does not learn it from someone's declaration. */
  nameOf(id: string): string;
  /** The viewer sees this combatant's row: a Storyteller sees every one, a player none hidden. */
  visible(id: string): boolean;
}

function trackerView(input: TrackerInput): TrackerView {
  const { state, isGM } = input;
  const phase: CombatPhase = state?.phase ?? "initiative";
  const byId = new Map(input.combatants.map((combatant) => [combatant.id, combatant]));
  const visible = (id: string) => {
    const combatant = byId.get(id);
    return combatant !== undefined && (isGM || !combatant.hidden);
  };
  return {
    input,
    phase,
    lang: input.lang ?? "en",
    byId,
    acting: new Set(state ? currentActors(state) : []),
    holding: new Set(state?.held.map((held) => held.combatantId) ?? []),
    waiting: new Set(state ? holdersWaitingOnCurrent(state).map((held) => held.combatantId) : []),
    arriving: new Set(input.arrivalsToDeclare),
    actionPhase: phase === "action" || phase === "extra",
    nameOf: (id) => (visible(id) ? (byId.get(id)?.name ?? "?") : "?"),
    visible,
  };
}

/** The points a combatant spent with its declaration, for a viewer who sees the declaration. */
function spentPhrases(entry: RoundCombatant): Phrase[] {
  const spent: Phrase[] = [];
  if (entry.spent.willpower) spent.push({ key: "STC.Classic.Tracker.Spent.willpower", data: { points: entry.spent.willpower } });
  if (entry.spent.blood) spent.push({ key: "STC.Classic.Tracker.Spent.blood", data: { points: entry.spent.blood } });
  if (entry.spent.rage) spent.push({ key: "STC.Classic.Tracker.Spent.rage", data: { points: entry.spent.rage } });
  return spent;
}

/** The round's initiative of a combatant, or before the first round the die the Storyteller rolled for it. */
function initiativeOf(entry: RoundCombatant | undefined, combatant: TrackerCombatantInput): TrackerRow["initiative"] {
  if (entry) return { total: entry.initiative.total, score: entry.initiative.score, faces: entry.initiative.faces.join(", ") };
  return combatant.preRolled !== null ? { total: combatant.preRolled, score: null, faces: "" } : null;
}

/** One combatant's row: its status in the turn, its declaration as the viewer may see it, its holds, and its buttons. */
function rowOf(view: TrackerView, combatant: TrackerCombatantInput): TrackerRow {
  const { input, phase, lang, acting, holding, waiting, arriving, actionPhase, nameOf } = view;
  const { state, isGM } = input;
  const entry = state?.combatants.find((candidate) => candidate.id === combatant.id);
  const status = statusOf(state, entry, acting, holding, arriving);
  const mayAct = combatant.owned || isGM;
  const seesDeclaration = isGM || combatant.owned || input.declarationsVisibleToAll;
  const declared = entry?.declaration ?? null;
  // The status that keeps it from acting is named once, beside its status line.
  const statusKeys = (combatant.statusKeys ?? []).filter((key) => key !== blockedKeyOf(entry?.condition.blockedBy ?? null));
  return {
    id: combatant.id,
    name: combatant.name,
    img: combatant.img,
    hidden: combatant.hidden,
    defeated: combatant.defeated,
    owned: combatant.owned,
    canPing: combatant.canPing ?? false,
    canTarget: combatant.onScene ?? false,
    targeted: combatant.targeted ?? false,
    current: acting.has(combatant.id),
    status,
    statusKey: `STC.Classic.Tracker.Status.${status}`,
    initiative: initiativeOf(entry, combatant),
    actions: declared && seesDeclaration && entry ? entry.actions.map((action) => actionView(action, nameOf, phase === "ended", lang)) : null,
    declarationHidden: declared !== null && !seesDeclaration,
    spent: declared && seesDeclaration && entry ? spentPhrases(entry) : [],
    moves: (declared?.moves ?? false) && seesDeclaration,
    held: state?.held.filter((held) => held.combatantId === combatant.id).map((held) => holdPhrase(held.note, nameOf)) ?? [],
    aborted: entry?.aborted ?? false,
    abortFailed: !(entry?.aborted ?? false) && (state?.events.some((event) => event.type === "abortFailed" && event.combatantId === combatant.id) ?? false),
    waitingOnCurrent: waiting.has(combatant.id),
    blockedKey: blockedKeyOf(entry?.condition.blockedBy ?? null),
    woundKey: combatant.woundKey ?? null,
    statusKeys,
    hasCondition: (combatant.woundKey ?? null) !== null || statusKeys.length > 0,
    canDeclare: status === "declaring" && mayAct,
    canSameAsLast: status === "declaring" && mayAct && (entry?.lastDeclaration ?? null) !== null,
    canHold: actionPhase && status === "acting" && mayAct,
    canAttack: actionPhase && status === "acting" && mayAct,
    canStepIn: actionPhase && status === "holding" && mayAct,
  };
}

/** The rows the viewer sees, in turn order, simultaneous combatants (002 ¶2) gathered in one step. */
function stepsOf(view: TrackerView): TrackerStep[] {
  const { input, byId } = view;
  const stepOf = new Map(input.steps.flatMap((step, index) => step.map((id) => [id, index] as const)));
  const steps: TrackerStep[] = [];
  for (const id of input.turnIds.filter(view.visible)) {
    const row = rowOf(view, byId.get(id) as TrackerCombatantInput);
    const last = steps[steps.length - 1];
    const step = stepOf.get(id);
    if (last && step !== undefined && stepOf.get(last.rows[0]?.id ?? "") === step) {
      last.rows.push(row);
      last.simultaneous = true;
      last.current ||= row.current;
    } else {
      steps.push({ key: `step-${steps.length}`, simultaneous: false, current: row.current, rows: [row] });
    }
  }
  return steps;
}

/**
 * The combat tracker's context, from plain data: the phase, the order (simultaneous combatants as one step,
 * 002 ¶2), every combatant's declaration as the viewer may see it, held actions and their notes, the abort
 * marker (000 §2.5), and which buttons the viewer may use. Whether an operation is allowed is still decided
 * by the rules when it is asked for; the buttons only follow the turn.
 */
export function trackerContext(input: TrackerInput): TrackerContext {
  const { state, isGM } = input;
  const view = trackerView(input);
  const { phase, byId, nameOf, actionPhase } = view;
  const currentIds = [...view.acting];
  const names = currentIds.filter(view.visible).map(nameOf).join(", ");
  const ownsCurrent = currentIds.length > 0 && currentIds.every((id) => byId.get(id)?.owned === true);
  return {
    hasCombatants: input.combatants.length > 0,
    phase,
    phaseKey: PHASE_KEYS[phase],
    phaseData: { number: state?.actionNumber ?? 0 },
    hintKey: HINT_KEYS[phase],
    round: input.round,
    steps: stepsOf(view),
    currentNames: names,
    isGM,
    roundOver: phase === "ended",
    canBegin: isGM && !state && input.combatants.length > 0,
    canEndTurn: actionPhase && (isGM || ownsCurrent),
    canNextRound: isGM && state !== null,
    canNpcStep: isGM && actionPhase && (input.npcAttacks ?? 0) > 0,
    nextRound: input.round + 1,
    turnKey: state?.queue[0]?.key ?? "",
    unfinished: unfinishedOf(state, view.lang),
  };
}

function unfinishedOf(state: RoundState | null, lang: string): TrackerContext["unfinished"] {
  if (!state) return null;
  const left = unfinishedBusiness(state);
  const lines = [
    ...(left.undeclared ? [{ key: pluralKey("STC.Classic.Tracker.ConfirmNextRound.Undeclared", left.undeclared, lang), count: left.undeclared }] : []),
    ...(left.actions ? [{ key: pluralKey("STC.Classic.Tracker.ConfirmNextRound.Pending", left.actions, lang), count: left.actions }] : []),
  ];
  return lines.length ? { lines } : null;
}
