/** Foundry's own BaseCombat with the client's turn list and turn events (stand-in/combat-client.ts). */
import { combatClient, type CombatCoreClass } from "../stand-in/combat-client";
import { clientDocument, type CommonDocumentClass } from "./client-document";
import { common } from "./common";

export type { HistoryData } from "../stand-in/combat-client";

const CombatDocument = clientDocument(common.documents.BaseCombat as unknown as CommonDocumentClass);

export class StandInCombat extends combatClient(CombatDocument as unknown as CombatCoreClass) {
  /** After the client's own work on an update, the trackers are drawn again (the backend calls the hook). */
  override _onUpdate(changed: Record<string, unknown>, options: Record<string, unknown>, userId: string): void {
    super._onUpdate(changed, options, userId);
    this.renderApps(changed);
  }
}
