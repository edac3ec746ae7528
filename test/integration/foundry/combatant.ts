/**
 * Foundry's own BaseCombatant with the client's: its token and actor (an unlinked token's own actor), whether it
 * is defeated, and the players who own it. Its permissions are its actor's (`common/`'s getUserLevel).
 */
import { tokens, type StandInTokenDocument } from "./token";
import { clientDocument, type CommonDocumentClass } from "./client-document";
import { common } from "./common";

export type { CombatantParent } from "../stand-in/combatant";

interface Owned {
  statuses: Set<string>;
  name?: string;
  img?: string;
}

interface LayerUser {
  isGM: boolean;
}

function globals(): {
  game: { users: Iterable<LayerUser>; actors: { get(id: string): Owned | undefined } };
  CONFIG: { specialStatusEffects?: { DEFEATED?: string } };
} {
  return globalThis as unknown as ReturnType<typeof globals>;
}

export class StandInCombatant extends clientDocument(common.documents.BaseCombatant as unknown as CommonDocumentClass) {
  declare actorId: string | null;
  declare tokenId: string | null;
  declare defeated: boolean;
  declare hidden: boolean;
  declare initiative: number | null;
  declare img: string | null;

  get combat(): unknown {
    return this.parent;
  }

  get visible(): boolean {
    return this.isOwner || !this.hidden;
  }

  /** Foundry's client fills what the stored combatant leaves empty from its token or its actor. */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const token = this.token;
    this.actorId ??= token?.actorId ?? null;
    const actor = this.actor as { name?: string; img?: string } | null;
    this.img ||= token?.texture.src || actor?.img || null;
    this.name ||= token?.name || actor?.name || "COMBAT.UnknownCombatant";
  }

  get token(): StandInTokenDocument | null {
    return ([...tokens.values()].find((token) => token.id === this.tokenId) as unknown as StandInTokenDocument | undefined) ?? null;
  }

  get actor(): Owned | null {
    const token = this.token;
    if (token) return token.actor as unknown as Owned;
    return this.actorId ? (globals().game.actors.get(this.actorId) ?? null) : null;
  }

  get isDefeated(): boolean {
    const status = globals().CONFIG.specialStatusEffects?.DEFEATED ?? "dead";
    return this.defeated || (this.actor?.statuses.has(status) ?? false);
  }

  get players(): LayerUser[] {
    return [...globals().game.users].filter((user) => !user.isGM && this.testUserPermission(user as never, "OWNER"));
  }
}
