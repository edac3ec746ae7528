import { owns } from "../../../../chat/records";
import { RulesetCombatTracker } from "../../../../apps/tracker/ruleset-tracker";
import { STREAMLINED_ACTION_KINDS, type StreamlinedActionKind } from "../../rules/actions";
import { StreamlinedCombat } from "../../documents/combat";
import { healthOf } from "../../data/read";
import { requestBegin } from "../../requests/turn-begin";
import { requestStreamlinedNpcStep } from "../../requests/npc-step";
import { streamlinedNpcStepPlanOf } from "../../chat/npc-step-run";
import { requestEndRound } from "../../requests/turn-end-round";
import { requestNext } from "../../requests/turn-next";
import { requestPlan } from "../../requests/turn-plan";
import { requestReorder } from "../../requests/turn-reorder";
import { streamlinedTrackerContext, tieOrderAfterDrop, tieOrderAfterMove, type StreamlinedTrackerContext, type StreamlinedTrackerInput } from "./tracker-context";

function combatantIdOf(target: HTMLElement): string {
  return target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
}

const isKind = (value: string): value is StreamlinedActionKind => (STREAMLINED_ACTION_KINDS as readonly string[]).includes(value);

/** What the tracker's builder reads of the viewed combat, for the viewing user. */
export function streamlinedTrackerInput(combat: StreamlinedCombat | null, user: User.Implementation): StreamlinedTrackerInput {
  const combatants = combat?.combatants.contents ?? [];
  return {
    lang: game.i18n?.lang ?? "en",
    state: combat?.streamlinedRound ?? null,
    isGM: user.isGM,
    combatants: combatants
      .filter((combatant) => user.isGM || !combatant.hidden)
      .map((combatant) => ({
        id: combatant.id ?? "",
        name: combatant.name ?? "",
        img: combatant.img ?? "",
        hidden: combatant.hidden,
        owned: user.isGM || owns(combatant.actor, user),
        health: healthOf(combatant.actor),
        canPing: combatant.sceneId === canvas?.scene?.id,
      })),
    npcAttacks: user.isGM && combat ? (streamlinedNpcStepPlanOf(combat)?.attacks.length ?? 0) : 0,
  };
}

/**
 * Streamlined's combat tracker (`CONFIG.ui.combat`), in the sidebar and as a pop-out: one row per combatant in
 * acting order with its initiative successes, its turn's actions and their penalty, evading, down, fled or
 * surrendered; the Storyteller orders ties by dragging a row or with its move buttons. No declaration phase.
 * Foundry's own header (encounters, round) is kept; every button asks the Storyteller's client.
 */
export class StreamlinedCombatTracker extends RulesetCombatTracker<StreamlinedCombat, StreamlinedTrackerContext> {
  static override DEFAULT_OPTIONS = {
    classes: ["stc-streamlined-tracker"],
    actions: {
      stcBegin: StreamlinedCombatTracker.onBegin,
      stcPlan: StreamlinedCombatTracker.onPlan,
      stcNext: StreamlinedCombatTracker.onNext,
      stcEndRound: StreamlinedCombatTracker.onEndRound,
      stcNpcStep: StreamlinedCombatTracker.onNpcStep,
      stcTieUp: StreamlinedCombatTracker.onTieUp,
      stcTieDown: StreamlinedCombatTracker.onTieDown,
      stcEndCombat: StreamlinedCombatTracker.onEndCombat,
    },
  };

  static override PARTS = RulesetCombatTracker.rulesetParts("streamlined/tracker/tracker.hbs", "streamlined/tracker/footer.hbs");

  protected readonly combatClass = StreamlinedCombat;

  protected trackerView(combat: StreamlinedCombat | null, user: User.Implementation): StreamlinedTrackerContext {
    return streamlinedTrackerContext(streamlinedTrackerInput(combat, user));
  }

  protected override async _onRender(...args: Parameters<foundry.applications.sidebar.tabs.CombatTracker["_onRender"]>): Promise<void> {
    await super._onRender(...args);
    this.wireTieDrag();
  }

  /** Tied rows are dragged among themselves by their handle; the drop asks for the new tie order. */
  private wireTieDrag(): void {
    const element = this.element as HTMLElement | null;
    if (!element) return;
    for (const handle of element.querySelectorAll<HTMLElement>(".stc-tie-handle")) {
      const row = handle.closest<HTMLElement>("[data-combatant-id]");
      if (!row) continue;
      row.draggable = true;
      row.addEventListener("dragstart", (event) => {
        event.dataTransfer?.setData("text/plain", JSON.stringify({ id: row.dataset.combatantId ?? "", group: row.dataset.tieGroup ?? "" }));
      });
    }
    for (const row of element.querySelectorAll<HTMLElement>("[data-tie-group]")) {
      row.addEventListener("dragover", (event) => event.preventDefault());
      row.addEventListener("drop", (event) => {
        event.preventDefault();
        void this.onTieDrop(event.dataTransfer?.getData("text/plain") ?? "", row);
      });
    }
  }

  private async onTieDrop(data: string, row: HTMLElement): Promise<void> {
    const combat = this.combat;
    let dragged: { id?: unknown; group?: unknown };
    try {
      dragged = JSON.parse(data) as { id?: unknown; group?: unknown };
    } catch {
      return;
    }
    if (!combat || typeof dragged.id !== "string" || dragged.group !== row.dataset.tieGroup) return;
    const order = tieOrderAfterDrop((row.dataset.tieGroup ?? "").split(","), dragged.id, row.dataset.combatantId ?? null);
    if (order) await requestReorder(combat, order);
  }

  private async moveTie(target: HTMLElement, direction: -1 | 1): Promise<void> {
    const combat = this.combat;
    const state = combat?.streamlinedRound;
    const order = state ? tieOrderAfterMove(state, combatantIdOf(target), direction) : null;
    if (combat && order) await requestReorder(combat, order);
  }

  static async onBegin(this: StreamlinedCombatTracker): Promise<void> {
    const combat = this.combat;
    if (combat) await requestBegin(combat);
  }

  static async onPlan(this: StreamlinedCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.combat;
    const row = target.closest<HTMLElement>("[data-combatant-id]");
    if (!combat || !row) return;
    // Each action with the target chosen beside it; a target counts only for an attack.
    const targets = [...row.querySelectorAll<HTMLSelectElement>("select.stc-plan-target")].map((select) => select.value);
    const slots = [...row.querySelectorAll<HTMLSelectElement>("select.stc-plan-action")].map((select, index) => ({ kind: select.value, target: targets[index] ?? "" }));
    const planned = slots.filter((slot): slot is { kind: StreamlinedActionKind; target: string } => isKind(slot.kind));
    await requestPlan(combat, combatantIdOf(target), planned.map((slot) => slot.kind), planned.map((slot) => (slot.kind === "attack" ? slot.target : "")));
  }

  static async onNext(this: StreamlinedCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.combat;
    if (combat) await requestNext(combat, target.dataset.seenCurrent || null);
  }

  /** The Storyteller's character acting now makes its planned attacks, in one request (requests/npc-step.ts). */
  static async onNpcStep(this: StreamlinedCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.combat;
    if (combat?.id) await requestStreamlinedNpcStep({ combatId: combat.id, round: Number(target.dataset.round), combatantId: target.dataset.seenCurrent ?? "" });
  }

  static async onEndRound(this: StreamlinedCombatTracker): Promise<void> {
    const combat = this.combat;
    if (combat) await requestEndRound(combat);
  }

  static async onTieUp(this: StreamlinedCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.moveTie(target, -1);
  }

  static async onTieDown(this: StreamlinedCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.moveTie(target, 1);
  }

  static async onEndCombat(this: StreamlinedCombatTracker): Promise<void> {
    await this.combat?.endCombat();
  }
}
