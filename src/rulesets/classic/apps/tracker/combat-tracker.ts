import { RulesetCombatTracker } from "../../../../apps/tracker/ruleset-tracker";
import { ClassicCombat } from "../../documents/combat";
import { requestAdvance } from "../../requests/advance";
import { requestDeclare } from "../../requests/declare";
import { requestNpcStep } from "../../requests/npc-step";
import { requestStepIn } from "../../requests/step-in";
import { DeclarationDialog } from "./declaration-dialog";
import { declarationFromForm, valuesFromDeclaration } from "./declaration-form";
import { declarationSources } from "./declaration-input";
import { confirmNextRound } from "./next-round-confirm";
import { exportCombatScenario } from "./export-scenario";
import { HoldDialog } from "./hold-dialog";
import { trackerContext, type TrackerContext } from "./tracker-context";
import { trackerInput } from "./tracker-input";

function combatantIdOf(target: HTMLElement): string {
  return target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
}

/**
 * The combat tracker (`CONFIG.ui.combat`), in the sidebar and as a pop-out: the round's phase, the order with
 * simultaneous combatants as one step, each combatant's declaration, held actions and aborts, and the
 * buttons to declare (or declare the same as last turn in one click), hold, step in and move on. Foundry's own
 * header (encounters, round) is kept. The context is `trackerContext` over what `trackerInput` reads; every
 * button asks the Storyteller's client. The next turn begins only once the Storyteller confirms it while this
 * one has actions left (a turn cannot be taken back).
 */
export class StorytellerCombatTracker extends RulesetCombatTracker<ClassicCombat, TrackerContext> {
  static override DEFAULT_OPTIONS = {
    actions: {
      stcDeclare: StorytellerCombatTracker.onDeclare,
      stcSameAsLast: StorytellerCombatTracker.onSameAsLast,
      stcHold: StorytellerCombatTracker.onHold,
      stcAttack: StorytellerCombatTracker.onAttack,
      stcTarget: StorytellerCombatTracker.onTarget,
      stcStepIn: StorytellerCombatTracker.onStepIn,
      stcNext: StorytellerCombatTracker.onNext,
      stcNpcStep: StorytellerCombatTracker.onNpcStep,
      stcBegin: StorytellerCombatTracker.onBegin,
      stcNextRound: StorytellerCombatTracker.onNextRound,
      stcEndCombat: StorytellerCombatTracker.onEndCombat,
      stcExportScenario: StorytellerCombatTracker.onExportScenario,
    },
  };

  static override PARTS = RulesetCombatTracker.rulesetParts("classic/tracker/tracker.hbs", "classic/tracker/footer.hbs");

  protected readonly combatClass = ClassicCombat;

  protected trackerView(combat: ClassicCombat | null, user: User.Implementation): TrackerContext {
    return trackerContext(trackerInput(combat, user));
  }

  static async onDeclare(this: StorytellerCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.combat;
    if (combat) await new DeclarationDialog({ combat, combatantId: combatantIdOf(target) }).render({ force: true });
  }

  /** Declares what the combatant declared last turn, its pools read from the sheet as it is now. */
  static async onSameAsLast(this: StorytellerCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.combat;
    const combatantId = combatantIdOf(target);
    if (!combat) return;
    const sources = declarationSources(combat, combatantId);
    if (!sources.last) return;
    const values = valuesFromDeclaration(sources.last, sources.targets, sources.targets[0]?.id ?? "", sources.pools);
    await requestDeclare(combat, combatantId, declarationFromForm(combatantId, values, sources.pools));
  }

  static async onHold(this: StorytellerCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.combat;
    if (combat) await new HoldDialog({ combat, combatantId: combatantIdOf(target) }).render({ force: true });
  }

  /**
   * The acting combatant's attack: the token its declared attack names is targeted, and its character's sheet opens
   * on its attacks (one click, or a shift-click, away from the roll).
   */
  static async onAttack(this: StorytellerCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.combat;
    const combatant = combat?.combatants.get(combatantIdOf(target));
    const actor = combatant?.actor;
    if (!combat || !actor) return;
    const declared = combat.roundState?.combatants.find((entry) => entry.id === combatant.id)?.actions.find((action) => action.state === "pending" && action.body.kind === "attack");
    const aimedAt = declared?.body.kind === "attack" ? combat.combatants.get(declared.body.targetId)?.token?.object : null;
    aimedAt?.setTarget(true, { releaseOthers: true });
    const sheet = actor.sheet;
    if (!(sheet instanceof foundry.applications.api.ApplicationV2)) return;
    sheet.tabGroups.primary = "combat";
    await sheet.render({ force: true });
  }

  /** Targets the row's token for this user, or releases it; the token must be on the viewed scene. */
  static async onTarget(this: StorytellerCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const token = this.combat?.combatants.get(combatantIdOf(target))?.token?.object;
    if (!token) {
      ui.notifications?.warn(game.i18n?.localize("STC.Classic.Tracker.TargetNotHere") ?? "");
      return;
    }
    token.setTarget(!token.isTargeted, { releaseOthers: true });
    await this.render();
  }

  static async onStepIn(this: StorytellerCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.combat;
    const position = target.dataset.position === "before" ? "before" : "after";
    if (combat) await requestStepIn(combat, combatantIdOf(target), position);
  }

  static async onNext(this: StorytellerCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.combat;
    if (combat) await requestAdvance(combat, target.dataset.turnKey || null);
  }

  /** The Storyteller's characters acting now make their declared attacks, in one request (requests/npc-step.ts). */
  static async onNpcStep(this: StorytellerCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.combat;
    if (combat?.id) await requestNpcStep(combat.id, target.dataset.turnKey ?? "");
  }

  static async onBegin(this: StorytellerCombatTracker): Promise<void> {
    await this.combat?.startCombat();
  }

  static async onNextRound(this: StorytellerCombatTracker): Promise<void> {
    const combat = this.combat;
    if (combat && (await confirmNextRound(combat.roundState))) await combat.nextRound();
  }

  static async onEndCombat(this: StorytellerCombatTracker): Promise<void> {
    await this.combat?.endCombat();
  }

  /** Saves the fight's stored turn as a scenario file (the Storyteller's only; a player is told why not). */
  static onExportScenario(this: StorytellerCombatTracker): void {
    const combat = this.combat;
    if (combat && game.user) exportCombatScenario(combat, game.user);
  }
}
