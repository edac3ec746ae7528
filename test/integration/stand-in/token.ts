import { StandInActor } from "./actor";
import { database } from "./database";
import type { Source } from "./document";
import type { StandInUser } from "./user";

function actorClass(): typeof StandInActor {
  const config = (globalThis as unknown as { CONFIG: { Actor: { documentClass: unknown } } }).CONFIG;
  return (config.Actor.documentClass as typeof StandInActor | null) ?? StandInActor;
}

function viewingUser(): StandInUser | null {
  return (globalThis as unknown as { game?: { user?: StandInUser | null } }).game?.user ?? null;
}

/**
 * A token on a scene: the TokenDocument (its UUID, whether it is linked to its actor) and the placeable a
 * user targets. A linked token's actor is the world actor. An unlinked one has its own synthetic actor, as in
 * Foundry: built from the world actor's data and the token's `delta`, with the token as its parent, so its
 * UUID is the token's plus `.Actor.<id>`; a write to it changes the token's delta (recorded as an
 * `ActorDelta` write) and never the world actor.
 */
export class StandInTokenDocument {
  static documentName = "Token";
  readonly _id = database.newId();
  /** The unlinked token's own changes to its actor: the synthetic actor's stored data. */
  delta: Source = {};
  /** Foundry's TokenDocument#hidden: a hidden token is seen by the GMs only. */
  hidden = false;
  /** Foundry's TokenDocument#texture, as far as its image goes. */
  texture = { src: "icons/svg/mystery-man.svg" };
  private synthetic: StandInActor | null = null;

  constructor(
    readonly sceneId: string,
    readonly baseActor: StandInActor,
    readonly name: string = baseActor.name,
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

  /** The world actor when linked, else this token's synthetic actor. */
  get actor(): StandInActor {
    if (this.actorLink) return this.baseActor;
    if (!this.synthetic) {
      const source = { ...this.baseActor.toObject(), ...structuredClone(this.delta) };
      this.synthetic = new (actorClass())(source, { parent: this as never });
      this.synthetic.prepareData();
    }
    return this.synthetic;
  }

  /** Foundry's TokenDocument#actorId: the world actor the token shows. */
  get actorId(): string {
    return this.baseActor.id;
  }

  /**
   * Foundry's TokenDocument#update, as far as the token's image goes: a change is recorded as a `Token` write and
   * fires the update hook; anything else is refused loudly, so a test never passes on a field the stand-in ignores.
   */
  async update(changes: Source): Promise<this | undefined> {
    const expanded = changes as { texture?: { src?: unknown } };
    const unknown = Object.keys(changes).filter((key) => key !== "texture" && key !== "texture.src");
    if (unknown.length) throw new Error(`The stand-in does not update ${unknown.join(", ")} on Token.`);
    const src = expanded.texture?.src ?? (changes as Record<string, unknown>)["texture.src"];
    if (typeof src !== "string" || src === this.texture.src) return undefined;
    this.texture = { src };
    database.record({ action: "update", documentName: "Token", ids: [this.id], parentId: this.sceneId, data: [{ texture: { src } }] });
    return this;
  }

  /** A synthetic actor's permissions are the world actor's. */
  getUserLevel(user: StandInUser): number {
    return this.baseActor.getUserLevel(user);
  }

  /** The synthetic actor was written: the delta now holds what it stores. */
  prepareData(): void {
    if (!this.synthetic) return;
    const { system, effects, items } = this.synthetic.toObject();
    this.delta = structuredClone({ system, effects, items });
    this.synthetic.prepareData();
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

  /** Foundry's Token#isTargeted: whether the user of this client targets it. */
  get isTargeted(): boolean {
    return viewingUser()?.targets.has(this) === true;
  }

  /** Foundry's Token#setTarget: targeted replaces this user's targets (or adds to them), untargeted releases it alone. */
  setTarget(targeted = true, { releaseOthers = true }: { releaseOthers?: boolean } = {}): void {
    const user = viewingUser();
    if (!user) return;
    if (!targeted) {
      user.targets.delete(this);
      return;
    }
    if (releaseOthers) user.targets.clear();
    user.targets.add(this);
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

/** Foundry's Scene, as far as its tokens go. */
export interface StandInScene {
  id: string;
  name: string;
  tokens: StandInTokenDocument[];
}

/** Foundry's `game.scenes`: a scene for every scene id a token was placed on, holding those tokens. */
export function standInScenes(): StandInScene[] {
  const scenes = new Map<string, StandInScene>();
  for (const token of tokens.values()) {
    const scene = scenes.get(token.sceneId) ?? { id: token.sceneId, name: token.sceneId, tokens: [] };
    scene.tokens.push(token);
    scenes.set(token.sceneId, scene);
  }
  return [...scenes.values()];
}

/** Places a token of `actor` on the scene and returns its placeable; `{ linked: false }` gives it its own actor. */
export function placeToken(actor: StandInActor, sceneId = "scene00000000001", { linked = true }: { linked?: boolean } = {}): StandInToken {
  const document = new StandInTokenDocument(sceneId, actor, actor.name, linked);
  tokens.set(document.uuid, document);
  return new StandInToken(document);
}
