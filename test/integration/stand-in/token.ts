import type { StandInActor } from "./actor";
import { database } from "./database";

/**
 * A token on a scene: the TokenDocument (its UUID, whether it is linked to its actor) and the placeable a
 * user targets. A linked token's actor is the world actor; an unlinked one would have its own, which the
 * system treats the same way through `token.actor`.
 */
export class StandInTokenDocument {
  static documentName = "Token";
  readonly _id = database.newId();

  constructor(
    readonly sceneId: string,
    readonly actor: StandInActor,
    readonly name: string = actor.name,
    readonly actorLink = true,
  ) {}

  /** The placeable on the canvas (Foundry's `TokenDocument#object`). */
  object: StandInToken | null = null;

  get id(): string {
    return this._id;
  }

  get uuid(): string {
    return `Scene.${this.sceneId}.Token.${this.id}`;
  }
}

export class StandInToken {
  center = { x: 150, y: 250 };
  visible = true;
  controlled = false;
  hovered = false;

  constructor(readonly document: StandInTokenDocument) {
    document.object = this;
  }

  /** Foundry's Token#control: this token controlled, the others released when asked. */
  control({ releaseOthers }: { releaseOthers: boolean }): boolean {
    if (releaseOthers) for (const other of tokens.values()) if (other.object) other.object.controlled = false;
    this.controlled = true;
    return true;
  }

  _canHover(): boolean {
    return true;
  }

  _onHoverIn(): void {
    this.hovered = true;
  }

  _onHoverOut(): void {
    this.hovered = false;
  }

  get id(): string {
    return this.document.id;
  }

  get actor(): StandInActor {
    return this.document.actor;
  }

  get name(): string {
    return this.document.name;
  }
}

/** Every token placed, by UUID: what `fromUuidSync` finds. */
export const tokens = new Map<string, StandInTokenDocument>();

/** Places a token of `actor` on the scene and returns its placeable. */
export function placeToken(actor: StandInActor, sceneId = "scene0000000001"): StandInToken {
  const document = new StandInTokenDocument(sceneId, actor);
  tokens.set(document.uuid, document);
  return new StandInToken(document);
}
