import type { StandInCollection } from "./collection";
import { combatApps } from "./combat-tracker";
import type { StandInCombatant } from "./combatant";
import type { StandInUser } from "./user";

type Source = Record<string, unknown>;

export interface HistoryData {
  round: number;
  turn: number | null;
  combatantId: string | null;
  tokenId: string | null;
}

type TurnEvent = "startTurn" | "endTurn" | "startRound" | "endRound";
interface TurnContext {
  round: number;
  turn: number | null;
  skipped: boolean;
}

interface Globals {
  game: { user: StandInUser };
}
const globals = () => globalThis as unknown as Globals;

/** What the client's Combat needs of the document under it: its round, turn and combatants. */
export interface CombatCore {
  readonly id: string;
  round: number;
  turn: number | null;
  /** The stand-in's collection, or Foundry's embedded collection, which reads the same. */
  readonly combatants: StandInCollection<StandInCombatant>;
  prepareDerivedData(): void;
}

export type CombatCoreClass = new (data?: Source, context?: { parent?: unknown }) => CombatCore;

/**
 * Foundry 13's client Combat (client/documents/combat.mjs) as far as the system leans on it, over either data
 * layer (the stand-in's, stand-in/combat.ts, or Foundry's own BaseCombat): `turns`, `turn` and `combatant`;
 * `current` and `previous` turn records; `setupTurns` when combatants change; after an update, the turn records
 * and the turn events on the active Storyteller's client, and the trackers drawn again.
 */
export function combatClient(Core: CombatCoreClass) {
  return class CombatClient extends Core {
    // As Foundry's own, these keep what preparation set while the document was being built.
    turns: StandInCombatant[] = (this as { turns?: StandInCombatant[] }).turns ?? [];
    current: HistoryData = (this as { current?: HistoryData }).current ?? this._getCurrentState(this.combatant);
    previous: HistoryData | undefined = (this as { previous?: HistoryData }).previous;
    readonly sounds: string[] = [];
    /** The turn events of the last update, settled when they have all run. */
    turnEvents: Promise<void> = Promise.resolve();
    /** Every turn event Foundry's workflow called, in order: what a test reads. */
    readonly turnEventLog: ({ event: TurnEvent; combatantId: string | null } & TurnContext)[] = [];

    get combatant(): StandInCombatant | undefined {
      const turns = (this as { turns?: StandInCombatant[] }).turns ?? [];
      return this.turn === null ? undefined : turns[this.turn];
    }

    get started(): boolean {
      return this.turns.length > 0 && this.round > 0;
    }

    override prepareDerivedData(): void {
      super.prepareDerivedData();
      const turns = (this as { turns?: StandInCombatant[] }).turns;
      if (this.combatants.size && !turns?.length) this.setupTurns();
    }

    setupTurns(): StandInCombatant[] {
      const turns = this.combatants.contents.sort(this._sortCombatants);
      if (this.turn !== null) this.turn = Math.min(Math.max(this.turn, 0), Math.max(turns.length - 1, 0));
      this.turns = turns;
      this.current = this._getCurrentState(this.combatant);
      this.previous ??= this.current;
      return turns;
    }

    /** Foundry's default: higher initiative first, then name, then id (called unbound, as Foundry does). */
    protected _sortCombatants(a: StandInCombatant, b: StandInCombatant): number {
      const ia = a.initiative ?? -Infinity;
      const ib = b.initiative ?? -Infinity;
      return ib - ia || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
    }

    protected _getCurrentState(combatant?: StandInCombatant): HistoryData {
      return { round: this.round, turn: this.turn, combatantId: combatant?.id ?? null, tokenId: combatant?.tokenId ?? null };
    }

    protected _playCombatSound(announcement: string): void {
      this.sounds.push(announcement);
    }

    /** Foundry's: the turn list again when combatants changed, the current and previous turn records, the turn events. */
    _onUpdate(changed: Source, options: Source, _userId: string): void {
      const prior = structuredClone(this.current);
      if ("combatants" in changed) this.setupTurns();
      else this.current = this._getCurrentState(this.combatant);
      const stateChanged = prior.combatantId !== this.current.combatantId || prior.round !== this.current.round || prior.turn !== this.current.turn;
      this.previous = prior;
      // Foundry does not wait for the turn events; the tests wait on `turnEvents`.
      if (stateChanged && options.turnEvents !== false) this.turnEvents = this._manageTurnEvents();
    }

    /** Foundry's collection draws its apps (the trackers) again after an update, without waiting for them. */
    renderApps(changed: Source): void {
      for (const app of combatApps) void app.render({ renderContext: "updateCombat", renderData: [{ ...changed, _id: this.id }] }).catch(() => undefined);
    }

    /**
     * Foundry 13's turn events on the active Storyteller's client, modelled on its workflow: when the round or the
     * turn moved forward, each turn from the one after `previous.turn` up to `current.turn` ends the one before
     * and starts, with the round's end and start between rounds (turns passed over are marked skipped); when
     * neither moved but the current combatant changed, the old one ends and the new one starts. A turn index that
     * went back within a round fires nothing.
     */
    protected async _manageTurnEvents(): Promise<void> {
      if (!this.started || !globals().game.user.isGM) return;
      const current = this.current;
      const previous = this.previous ?? current;
      const intervals: [number, number][] = [];
      let roundDelta = current.round - previous.round;
      const last = this.turns.length - 1;
      // As in Foundry's arithmetic, a null turn counts as 0 here (null + 1 is 1).
      const previousTurn = Number(previous.turn);
      if (roundDelta === 0) {
        if (current.round > 0 && current.turn !== null && previousTurn < current.turn) intervals.push([previousTurn + 1, current.turn]);
      } else if (roundDelta > 0) {
        if (previous.round > 0) intervals.push([previousTurn + 1, last]);
        while (--roundDelta) intervals.push([0, last]);
        intervals.push([0, current.turn ?? 0]);
      }
      if (intervals.length) {
        let prior = { combatantId: previous.combatantId, round: previous.round, turn: previous.turn, skipped: false };
        for (const [from, to] of intervals) {
          for (let turn = from; turn <= to; turn += 1) {
            const round = prior.round + (turn === 0 ? 1 : 0);
            const next = { combatantId: this.turns[turn]?.id ?? null, round, turn, skipped: round !== current.round || turn !== current.turn };
            if (prior.combatantId) await this.turnEvent("endTurn", prior);
            if (prior.round !== next.round) {
              await this.turnEvent("endRound", { combatantId: null, round: prior.round, turn: null, skipped: prior.round !== previous.round });
              await this.turnEvent("startRound", { combatantId: null, round: next.round, turn: null, skipped: next.round !== current.round });
            }
            if (next.combatantId) await this.turnEvent("startTurn", next);
            prior = next;
          }
        }
        return;
      }
      if (current.combatantId !== previous.combatantId && current.round === previous.round && current.turn === previous.turn) {
        if (previous.combatantId) await this.turnEvent("endTurn", { combatantId: previous.combatantId, round: current.round, turn: current.turn, skipped: false });
        if (current.combatantId) await this.turnEvent("startTurn", { combatantId: current.combatantId, round: current.round, turn: current.turn, skipped: false });
      }
    }

    private async turnEvent(event: TurnEvent, context: { combatantId: string | null } & TurnContext): Promise<void> {
      const combatant = context.combatantId ? this.combatants.get(context.combatantId) : undefined;
      const data = { round: context.round, turn: context.turn, skipped: context.skipped };
      if (event === "startTurn" && combatant) await this._onStartTurn(combatant, data);
      if (event === "endTurn" && combatant) await this._onEndTurn(combatant, data);
      if (event === "startRound") await this._onStartRound(data);
      if (event === "endRound") await this._onEndRound(data);
    }

    // Foundry's are empty, for systems to fill; the stand-in's record each call.
    protected async _onStartTurn(combatant: StandInCombatant, context: TurnContext): Promise<void> {
      this.turnEventLog.push({ event: "startTurn", combatantId: combatant.id, ...context });
    }
    protected async _onEndTurn(combatant: StandInCombatant, context: TurnContext): Promise<void> {
      this.turnEventLog.push({ event: "endTurn", combatantId: combatant.id, ...context });
    }
    protected async _onStartRound(context: TurnContext): Promise<void> {
      this.turnEventLog.push({ event: "startRound", combatantId: null, ...context });
    }
    protected async _onEndRound(context: TurnContext): Promise<void> {
      this.turnEventLog.push({ event: "endRound", combatantId: null, ...context });
    }

    // Foundry sets the turn list up again whenever combatants are added, changed or removed.
    _onCreateDescendantDocuments(_parent: unknown, _collection: string, _documents: unknown[], _data: unknown[], _options: Source, _userId: string): void {
      this.setupTurns();
    }

    _onUpdateDescendantDocuments(_parent: unknown, _collection: string, _documents: unknown[], _changes: unknown[], _options: Source, _userId: string): void {
      this.setupTurns();
    }

    _onDeleteDescendantDocuments(_parent: unknown, _collection: string, _documents: unknown[], _ids: string[], _options: Source, _userId: string): void {
      this.setupTurns();
    }
  };
}
