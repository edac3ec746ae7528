import { FormDialog } from "../../../../apps/dialogs/form-dialog";
import type { ClassicCombat } from "../../documents/combat";

/** The combatant a tracker dialog is about, in its combat. */
export interface CombatantDialogSubject {
  combat: ClassicCombat;
  combatantId: string;
}

/** A tracker dialog about one combatant's turn, its window's id naming its purpose, the combat and the combatant. */
export abstract class CombatantDialog<Context extends object, Value> extends FormDialog<Context, Value> {
  readonly combat: ClassicCombat;
  readonly combatantId: string;

  constructor(purpose: string, { combat, combatantId }: CombatantDialogSubject) {
    super({ id: `stc-${purpose}-${combat.id ?? ""}-${combatantId}` });
    this.combat = combat;
    this.combatantId = combatantId;
  }
}
