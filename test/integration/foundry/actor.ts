/**
 * Foundry's own BaseActor with what the client's Actor adds that the system reads: the token an unlinked actor
 * belongs to, its statuses from its enabled effects, and turning a status effect on or off.
 */
import { clientDocument, type CommonDocumentClass, type Source } from "./client-document";
import { common } from "./common";

interface EffectLike {
  id: string;
  disabled: boolean;
  statuses: Set<string>;
}

const ActorBase = clientDocument(common.documents.BaseActor as unknown as CommonDocumentClass);

export class StandInActor extends ActorBase {
  declare items: Iterable<{ id: string; prepareData(): void }> & { get(id: string): unknown; contents: unknown[]; size: number };
  declare effects: Iterable<EffectLike> & { contents: EffectLike[]; filter(test: (effect: EffectLike) => boolean): EffectLike[] };

  /** Foundry's Actor#token: the token an unlinked (synthetic) actor belongs to, else null. */
  get token(): { id: string; uuid: string } | null {
    const parent = this.parent as { documentName?: string; id: string; uuid: string } | null;
    return parent?.documentName === "Token" ? parent : null;
  }

  get isToken(): boolean {
    return this.token !== null;
  }

  /** A write of a token's own actor is stored in the token's delta. */
  storedAs(): { documentName: string; parentId: string | null } | null {
    const token = this.token;
    return token ? { documentName: "ActorDelta", parentId: token.id } : null;
  }

  /** The token keeps the synthetic actor's data as its delta. */
  _onWritten(): void {
    (this.parent as { keepDelta?(): void } | null)?.keepDelta?.();
  }

  /** Foundry's Actor#statuses: the status ids of its enabled effects. */
  get statuses(): Set<string> {
    return new Set(this.effects.filter((effect) => !effect.disabled).flatMap((effect) => [...effect.statuses]));
  }

  /** Foundry's Actor#toggleStatusEffect, for a status of CONFIG.statusEffects by id: one effect on or off. */
  async toggleStatusEffect(statusId: string, { active }: { active?: boolean; overlay?: boolean } = {}): Promise<boolean> {
    const existing = this.effects.filter((effect) => effect.statuses.has(statusId)).map((effect) => effect.id);
    const on = active ?? existing.length === 0;
    if (!on && existing.length) await this.deleteEmbeddedDocuments("ActiveEffect", existing);
    if (on && !existing.length) await this.createEmbeddedDocuments("ActiveEffect", [{ name: statusId, statuses: [statusId] } as Source]);
    return on;
  }
}
