import { database } from "./database";
import { OWNERSHIP, type Source } from "./document";
import type { TypeDataModel } from "./data-model";
import { DataModelValidationError } from "./fields";
import { tokens, type StandInTokenDocument } from "./token";
import type { StandInUser } from "./user";

type ModelClass = new (data: Source, options: { parent: unknown }) => TypeDataModel;

interface Owned {
  id: string;
  name: string;
  uuid: string;
  statuses: Set<string>;
  getUserLevel(user: StandInUser): number;
}

/** A token a combatant may stand for: its own actor (an unlinked token's synthetic one). */

function globals(): {
  game: { user: StandInUser; users: Iterable<StandInUser>; actors: { get(id: string): Owned | undefined } };
  CONFIG: { Combatant: { dataModels: Record<string, ModelClass> }; specialStatusEffects?: { DEFEATED?: string } };
} {
  return globalThis as unknown as ReturnType<typeof globals>;
}


/** What a Combatant needs of its Combat: a parent to write through and to read the round from. */
export interface CombatantParent {
  id: string;
  updateEmbeddedDocuments(name: "Combatant", updates: Source[]): Promise<unknown>;
}

/**
 * The stand-in Combatant, embedded in a Combat: an actor (by id), an initiative, the hidden and defeated flags
 * and its typed `system` model. As in Foundry, its permissions are its actor's, and it writes through its
 * Combat's embedded-document calls.
 */
export class StandInCombatant {
  static documentName = "Combatant";

  readonly _id: string;
  actorId: string;
  tokenId: string | null;
  sceneId: string | null;
  name: string;
  img: string;
  initiative: number | null;
  hidden: boolean;
  defeated: boolean;
  type = "base";
  system: TypeDataModel;
  readonly parent: CombatantParent;

  constructor(data: Source, options: { parent: CombatantParent }) {
    this.parent = options.parent;
    this._id = typeof data._id === "string" && data._id ? data._id : database.newId();
    this.actorId = String(data.actorId ?? "");
    this.tokenId = typeof data.tokenId === "string" ? data.tokenId : null;
    this.sceneId = typeof data.sceneId === "string" ? data.sceneId : null;
    this.name = typeof data.name === "string" && data.name ? data.name : (this.actor?.name ?? "");
    this.img = typeof data.img === "string" ? data.img : "icons/svg/mystery-man.svg";
    this.initiative = typeof data.initiative === "number" ? data.initiative : null;
    this.hidden = data.hidden === true;
    this.defeated = data.defeated === true;
    const Model = globals().CONFIG.Combatant.dataModels[this.type];
    if (!Model) throw new DataModelValidationError({ type: `no Combatant data model for "${this.type}"` });
    this.system = new Model((data.system as Source | undefined) ?? {}, { parent: this });
  }

  get id(): string {
    return this._id;
  }

  get uuid(): string {
    return `Combat.${this.parent.id}.Combatant.${this.id}`;
  }

  /** Foundry's Combatant#actor: its token's actor (an unlinked token's synthetic actor), else the world actor. */
  get actor(): Owned | null {
    const token = this.token;
    if (token) return token.actor;
    return globals().game.actors.get(this.actorId) ?? null;
  }

  /** Foundry's Combatant#token: the token document on its scene. */
  get token(): StandInTokenDocument | null {
    return [...tokens.values()].find((token) => token.id === this.tokenId) ?? null;
  }

  /** Foundry's: marked defeated on the tracker, or its actor carries the defeated status (`dead`). */
  get isDefeated(): boolean {
    const status = globals().CONFIG.specialStatusEffects?.DEFEATED ?? "dead";
    return this.defeated || (this.actor?.statuses.has(status) ?? false);
  }

  /** A combatant's permissions are its actor's (a Storyteller owns every one). */
  getUserLevel(user: StandInUser = globals().game.user): number {
    if (user.isGM) return OWNERSHIP.OWNER;
    return this.actor?.getUserLevel(user) ?? OWNERSHIP.NONE;
  }

  testUserPermission(user: StandInUser, permission: keyof typeof OWNERSHIP): boolean {
    return this.getUserLevel(user) >= OWNERSHIP[permission];
  }

  get isOwner(): boolean {
    return this.testUserPermission(globals().game.user, "OWNER");
  }

  /** The players (not Storytellers) who own this combatant. */
  get players(): StandInUser[] {
    return [...globals().game.users].filter((user) => !user.isGM && this.testUserPermission(user, "OWNER"));
  }

  toObject(): Source {
    return { _id: this._id, actorId: this.actorId, tokenId: this.tokenId, sceneId: this.sceneId, name: this.name, img: this.img, initiative: this.initiative, hidden: this.hidden, defeated: this.defeated, type: this.type, system: this.system.toObject() };
  }

  prepareData(): void {
    this.system.reset();
    this.system.prepareBaseData();
    this.system.prepareDerivedData();
  }

  /** Checks a change and applies it; returns the applied change, or null when it changed nothing. Throws on a bad value. */
  applyUpdate(changes: Source): Source | null {
    const before = JSON.stringify(this.toObject());
    const systemChange = changes.system as Source | undefined;
    if ("initiative" in changes && changes.initiative !== null && (typeof changes.initiative !== "number" || !Number.isFinite(changes.initiative))) {
      throw new DataModelValidationError({ initiative: "must be a finite number or null" });
    }
    const unknown = Object.keys(changes).filter((key) => !["_id", "initiative", "hidden", "defeated", "system", "name", "img"].includes(key));
    if (unknown.length) throw new Error(`The stand-in does not update ${unknown.join(", ")} on Combatant.`);
    if (systemChange) this.system.updateSource(systemChange);
    if ("initiative" in changes) this.initiative = changes.initiative as number | null;
    if ("hidden" in changes) this.hidden = changes.hidden === true;
    if ("defeated" in changes) this.defeated = changes.defeated === true;
    if (typeof changes.name === "string") this.name = changes.name;
    if (typeof changes.img === "string") this.img = changes.img;
    return JSON.stringify(this.toObject()) === before ? null : changes;
  }

  async update(changes: Source): Promise<this | undefined> {
    const written = (await this.parent.updateEmbeddedDocuments("Combatant", [{ ...changes, _id: this.id }])) as unknown[];
    return written.length ? this : undefined;
  }
}
