import { owns } from "../../../../chat/records";
import { RulesetCombatTracker } from "../../../../apps/tracker/ruleset-tracker";
import { metCharacterOf } from "../../data/character";
import { metDeclarationOf } from "../../data/read";
import { MetCombat } from "../../documents/combat";
import { say } from "../../chat/documents";
import { requestDeclare } from "../../requests/declare";
import { extraActionsOf } from "../../rules/order";
import { isCategory } from "../../rules/traits";
import { metTrackerContext, type MetTrackerContext, type MetTrackerInput } from "./tracker-context";

function combatantIdOf(target: HTMLElement): string {
  return target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
}

/** What the tracker's builder reads of the viewed combat, for the viewing user. */
export function metTrackerInput(combat: MetCombat | null, user: User.Implementation): MetTrackerInput {
  const combatants = (combat?.combatants.contents ?? []).filter((combatant) => user.isGM || !combatant.hidden);
  let order: MetTrackerInput["order"];
  try {
    order = combat ? combat.metOrder : null;
  } catch {
    // A record the rules refuse (two places for one character) shows no order rather than a broken tracker.
    order = null;
  }
  return {
    round: combat?.round ?? 0,
    order,
    currentId: combat?.combatant?.id ?? null,
    extraStep: combat?.metExtraStep ?? null,
    isGM: user.isGM,
    combatants: combatants.map((combatant) => {
      const declared = metDeclarationOf(combatant);
      const actor = combatant.actor;
      return {
        id: combatant.id ?? "",
        name: combatant.name ?? "",
        img: combatant.img ?? "",
        owned: user.isGM || owns(actor, user),
        categories: declared.categories,
        extraActions: declared.extraActions,
        available: actor ? extraActionsOf(metCharacterOf(actor)) : [],
      };
    }),
  };
}

/**
 * Mind's Eye Theatre's combat tracker (`CONFIG.ui.combat`): the round's steps by base traits in each declared
 * category, the simultaneous ones together, each combatant's declaration (its owner sets it), and the extra
 * actions by count after everyone's initiative. Foundry's header and buttons are kept; the round is walked by the
 * Storyteller (documents/combat.ts).
 */
export class MetCombatTracker extends RulesetCombatTracker<MetCombat, MetTrackerContext> {
  static override DEFAULT_OPTIONS = {
    classes: ["stc-met-tracker"],
    actions: {
      metCategory: MetCombatTracker.onCategory,
      metExtra: MetCombatTracker.onExtra,
    },
  };

  static override PARTS = RulesetCombatTracker.rulesetParts("met/tracker/tracker.hbs");

  protected override readonly viewKey = "met";

  protected readonly combatClass = MetCombat;

  protected trackerView(combat: MetCombat | null, user: User.Implementation): MetTrackerContext {
    return metTrackerContext(metTrackerInput(combat, user), (key, data) => say(key, data ?? {}));
  }

  /** A category toggled in a combatant's declaration. */
  static async onCategory(this: MetCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.combat;
    const combatant = combat?.combatants.get(combatantIdOf(target));
    const category = target.dataset.category;
    if (!combat?.id || !combatant?.id || !isCategory(category)) return;
    const declared = metDeclarationOf(combatant);
    const categories = declared.categories.includes(category) ? declared.categories.filter((entry) => entry !== category) : [...declared.categories, category];
    await requestDeclare({ combatId: combat.id, combatantId: combatant.id, categories, extraActions: declared.extraActions });
  }

  /** An extra action taken or given up for the round. */
  static async onExtra(this: MetCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.combat;
    const combatant = combat?.combatants.get(combatantIdOf(target));
    const power = target.dataset.power ?? "";
    if (!combat?.id || !combatant?.id || !power) return;
    const declared = metDeclarationOf(combatant);
    const at = declared.extraActions.indexOf(power);
    const extraActions = target.getAttribute("aria-pressed") === "true" && at >= 0 ? declared.extraActions.filter((_, index) => index !== at) : [...declared.extraActions, power];
    await requestDeclare({ combatId: combat.id, combatantId: combatant.id, categories: declared.categories, extraActions });
  }
}
