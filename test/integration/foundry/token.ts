/**
 * A token on a scene, as the stand-in has it (stand-in/token.ts), built on Foundry's own BaseToken so that an
 * unlinked token's own actor is a real document with the token as its parent (Foundry requires a parent to be a
 * document). Its actor is the world actor's data with the token's `delta` over it; a write of that actor is stored
 * in the delta. The placeable, the scenes and the list of tokens are the stand-in's.
 */
import type { StandInActor } from "./actor";
import { database } from "../stand-in/database";
import { StandInToken, tokens } from "../stand-in/token";
import { clientDocument, type CommonDocumentClass, type Source } from "./client-document";
import { common } from "./common";

export { StandInToken, standInScenes, tokens, type StandInScene } from "../stand-in/token";

interface LayerUser {
  id: string;
}

function actorClass(): new (data: Source, context: { parent: unknown }) => StandInActor {
  const config = (globalThis as unknown as { CONFIG: { Actor: { documentClass: new (data: Source, context: { parent: unknown }) => StandInActor } } }).CONFIG;
  return config.Actor.documentClass;
}

const TokenBase = clientDocument(common.documents.BaseToken as unknown as CommonDocumentClass);

export class StandInTokenDocument extends TokenBase {
  /** The unlinked token's own changes to its actor: the synthetic actor's stored data (kept plain, as the stand-in's). */
  declare delta: Source;
  declare hidden: boolean;
  declare actorLink: boolean;
  declare texture: { src: string };
  declare actorId: string;
  #synthetic: StandInActor | null = null;
  object: StandInToken | null = null;

  constructor(
    readonly sceneId: string,
    readonly baseActor: StandInActor,
    name: string = baseActor.name,
    actorLink = true,
  ) {
    super({ _id: database.newId(), name, actorId: baseActor.id, actorLink, texture: { src: "icons/svg/mystery-man.svg" } });
    this.delta = {};
  }

  override get uuid(): string {
    return `Scene.${this.sceneId}.Token.${this.id}`;
  }

  /** The world actor when linked, else this token's own actor. */
  get actor(): StandInActor {
    if (this.actorLink) return this.baseActor;
    if (!this.#synthetic) {
      const source = { ...this.baseActor.toObject(), ...structuredClone(this.delta) };
      this.#synthetic = new (actorClass())(source, { parent: this });
    }
    return this.#synthetic;
  }

  override getUserLevel(user?: LayerUser): number {
    return this.baseActor.getUserLevel(user as never);
  }

  /** Foundry's TokenDocument#update, as far as the token's image goes; anything else is refused loudly. */
  override async update(changes: Source = {}): Promise<this | undefined> {
    const unknown = Object.keys(changes).filter((key) => key !== "texture" && key !== "texture.src");
    if (unknown.length) throw new Error(`The Foundry layer does not update ${unknown.join(", ")} on Token.`);
    const src = (changes.texture as { src?: unknown } | undefined)?.src ?? changes["texture.src"];
    if (typeof src !== "string" || src === this.texture.src) return undefined;
    this.texture = { src };
    database.record({ action: "update", documentName: "Token", ids: [this.id], parentId: this.sceneId, data: [{ texture: { src } }] });
    return this;
  }

  /** The token's actor was written: the delta now holds what it stores. */
  keepDelta(): void {
    if (!this.#synthetic) return;
    const { system, effects, items } = this.#synthetic.toObject();
    this.delta = structuredClone({ system, effects, items });
  }
}

/** Places a token of `actor` on the scene and returns its placeable; `{ linked: false }` gives it its own actor. */
export function placeToken(actor: StandInActor, sceneId = "scene00000000001", { linked = true }: { linked?: boolean } = {}): StandInToken {
  const document = new StandInTokenDocument(sceneId, actor, actor.name, linked);
  tokens.set(document.uuid, document as never);
  return new StandInToken(document as never);
}
