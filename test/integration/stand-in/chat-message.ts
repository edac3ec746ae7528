import { database } from "./database";
import type { TypeDataModel } from "./data-model";
import { expandCreateData, fireDocumentHook, refuseInvalid, type Source } from "./document";
import { DataModelValidationError } from "./fields";
import { renderMessageHTML } from "./render-message";
import type { StandInUser } from "./user";

export type RollMode = "publicroll" | "gmroll" | "blindroll" | "selfroll";
/** Foundry 14's message modes (CONFIG.ChatMessage.modes), which replace the roll modes. */
export type MessageMode = "public" | "gm" | "blind" | "self" | "ic" | "ooc";

function generation(): number {
  return (globalThis as unknown as { game: { release: { generation: number } } }).game.release.generation;
}

function setting(key: string): string {
  return String((globalThis as unknown as { game: { settings: { get(scope: string, key: string): unknown } } }).game.settings.get("core", key));
}

function gmIds(): string[] {
  return [...game().users].filter((user) => user.isGM).map((user) => user.id);
}

/**
 * Foundry 14's CONFIG.ChatMessage.modes: each visibility mode's handler sets who sees the message. The
 * in-character and out-of-character modes change the message's style only, so they leave it public.
 */
export const MESSAGE_MODES: Record<MessageMode, { label: string; handler(data: Source): void }> = {
  public: { label: "CHAT.MODES.public", handler: (data) => Object.assign(data, { whisper: [], blind: false }) },
  gm: { label: "CHAT.MODES.gm", handler: (data) => Object.assign(data, { whisper: (data.whisper as string[] | undefined)?.length ? data.whisper : gmIds(), blind: false }) },
  blind: { label: "CHAT.MODES.blind", handler: (data) => Object.assign(data, { whisper: (data.whisper as string[] | undefined)?.length ? data.whisper : gmIds(), blind: true }) },
  self: { label: "CHAT.MODES.self", handler: (data) => Object.assign(data, { whisper: [game().user.id], blind: false }) },
  ic: { label: "CHAT.MODES.ic", handler: (data) => Object.assign(data, { whisper: [], blind: false }) },
  ooc: { label: "CHAT.MODES.ooc", handler: (data) => Object.assign(data, { whisper: [], blind: false }) },
};

interface RenderableRoll {
  render(options?: { isPrivate?: boolean }): Promise<string>;
}

interface StandInGame {
  user: StandInUser;
  users: { get(id: string): StandInUser | undefined } & Iterable<StandInUser>;
  messages: StandInMessages;
}

function game(): StandInGame {
  return (globalThis as unknown as { game: StandInGame }).game;
}

type ModelClass = new (data: Source, options: { parent: unknown }) => TypeDataModel;

function models(): Record<string, ModelClass> {
  return (globalThis as unknown as { CONFIG: { ChatMessage: { dataModels: Record<string, ModelClass> } } }).CONFIG.ChatMessage.dataModels;
}

/** `game.messages`: the world's messages in order, found by id as Foundry's collection finds them. */
export class StandInMessages extends Array<StandInChatMessage> {
  /** Foundry's collection's `filter` and `map` give plain arrays. */
  static override get [Symbol.species](): ArrayConstructor {
    return Array;
  }

  get(id: string): StandInChatMessage | undefined {
    return this.find((message) => message.id === id);
  }

  /** Foundry's DocumentCollection#invalidDocumentIds: messages whose data failed validation when the world loaded. */
  readonly invalidDocumentIds = new Set<string>();
  readonly #invalid = new Map<string, Source>();

  /** A stored message as the world loads it: into the log when valid, else set aside as invalid (Foundry's `_initialize`). */
  load(source: Source): void {
    try {
      const message = new StandInChatMessage.implementation(structuredClone(source), { stored: true });
      this.push(message);
    } catch (error) {
      if (!(error instanceof DataModelValidationError)) throw error;
      const id = String(source._id);
      this.invalidDocumentIds.add(id);
      this.#invalid.set(id, structuredClone(source));
    }
  }

  /** Foundry's `getInvalid`: a temporary copy of an invalid message, which the log does not hold. */
  getInvalid(id: string, { strict = true }: { strict?: boolean } = {}): StandInChatMessage | undefined {
    const source = this.#invalid.get(id);
    if (!source) {
      if (strict) throw new Error(`ChatMessage id [${id}] is not in the set of invalid ids`);
      return undefined;
    }
    const copy = new StandInChatMessage.implementation(structuredClone(source), { stored: true, strict: false });
    copy.temporary = true;
    return copy;
  }

  clearInvalid(): void {
    this.invalidDocumentIds.clear();
    this.#invalid.clear();
  }

  /** Foundry's `Collection#contents`: the values as a new array. */
  get contents(): StandInChatMessage[] {
    return [...this];
  }
}

/**
 * The stand-in ChatMessage, playing the generation the stand-in plays.
 *
 * - Foundry 13: `applyRollMode` as client/documents/chat-message.mjs has it (a GM or blind roll keeps the
 *   whisper it has, else goes to the GMs; a self roll to the roller; a public roll to no one), and `create`
 *   applies its `rollMode` option in `_preCreate` **only to a message that carries rolls**.
 * - Foundry 14: message modes (`CONFIG.ChatMessage.modes`, `ChatMessage.applyMode`, the `core.messageMode`
 *   setting); `create` applies its `messageMode` option to any message and knows no `rollMode` option.
 *
 * Data that fails validation is not created: an error notification, and `create` resolves `undefined`. A
 * message of a system subtype carries its data model as `system`; only its author or a GM may update it, as
 * Foundry's permissions allow, and each update is one recorded write.
 */
export class StandInChatMessage {
  static documentName = "ChatMessage";

  _id = database.newId();
  type: string;
  readonly authorId: string;
  content: string;
  flavor: string;
  speaker: Source;
  whisper: string[];
  blind: boolean;
  rolls: RenderableRoll[];
  system: TypeDataModel | Source;
  /** When it was created (Foundry's `timestamp`, milliseconds). */
  timestamp: number;

  /** A copy Foundry built of a message it set aside as invalid at load (`getInvalid`), which the log does not hold. */
  temporary = false;

  /**
   * `stored`: the message as the world loads it, keeping its id. `strict: false` builds one whose subtype Foundry
   * does not know, as `getInvalid` does, with its system data kept as stored.
   */
  constructor(data: Source, { stored = false, strict = true }: { stored?: boolean; strict?: boolean } = {}) {
    if (stored && typeof data._id === "string") this._id = data._id;
    this.type = String(data.type ?? "base");
    this.authorId = String(data.author ?? game().user.id);
    this.content = String(data.content ?? "");
    this.flavor = String(data.flavor ?? "");
    this.speaker = (data.speaker as Source | undefined) ?? {};
    this.whisper = [...((data.whisper as string[] | undefined) ?? [])];
    this.blind = data.blind === true;
    this.rolls = [...((data.rolls as RenderableRoll[] | undefined) ?? [])];
    this.timestamp = typeof data.timestamp === "number" ? data.timestamp : Date.now();
    this.system = {};
    this.#setSystem(this.type, (data.system as Source | undefined) ?? {}, strict);
  }

  /** The message's system data as its subtype's model, or (not strict) as stored when Foundry knows no such subtype. */
  #setSystem(type: string, system: Source, strict = true): void {
    const Model = models()[type];
    if (type !== "base" && !Model) {
      if (strict) throw new DataModelValidationError({ type: `"${type}" is not a valid type for ChatMessage` });
      this.system = structuredClone(system);
      return;
    }
    this.system = Model ? new Model(structuredClone(system), { parent: this }) : {};
  }

  /** Foundry's `validate`: whether the message's data, subtype included, would pass. */
  validate(_options: { strict: false }): boolean {
    return this.type === "base" || (models()[this.type] !== undefined && typeof (this.system as Partial<TypeDataModel>).toObject === "function");
  }

  /**
   * Foundry's `updateSource` for what a migration writes: a new subtype comes with its system data replaced whole
   * (`==system`), as common/data/fields.mjs requires; other system changes are merged into the model.
   */
  updateSource(changes: Source): Source {
    const { type, "==system": replaced, ...rest } = changes;
    if (type !== undefined) {
      if (replaced === undefined) throw new Error("The type of a Document can be changed only if the system field is force-replaced (==) or updated with {recursive: false}");
      this.#setSystem(String(type), replaced as Source);
      this.type = String(type);
    } else if (replaced !== undefined) this.#setSystem(this.type, replaced as Source);
    const systemChanges: Source = {};
    for (const [key, value] of Object.entries(rest)) {
      if (key === "system") Object.assign(systemChanges, value as Source);
      else if (key.startsWith("system.")) systemChanges[key.slice("system.".length)] = value;
      else throw new Error(`The stand-in does not update ${key} on ChatMessage.`);
    }
    if (Object.keys(systemChanges).length) (this.system as TypeDataModel).updateSource(systemChanges);
    return changes;
  }

  get id(): string {
    return this._id;
  }

  get uuid(): string {
    return `ChatMessage.${this.id}`;
  }

  /** Foundry's ChatMessage#renderHTML: see render-message.ts. */
  renderHTML(options: object = {}): Promise<HTMLElement> {
    return renderMessageHTML(this, options);
  }

  /** Foundry's ChatMessage#author: the User document, not its id. */
  get author(): StandInUser | undefined {
    return game().users.get(this.authorId);
  }

  /** The configured ChatMessage class (the system's subclass once `init` has run). */
  static get implementation(): typeof StandInChatMessage {
    const config = (globalThis as unknown as { CONFIG: { ChatMessage: { documentClass: unknown } } }).CONFIG;
    return (config.ChatMessage.documentClass as typeof StandInChatMessage | null) ?? StandInChatMessage;
  }

  static applyRollMode(data: Source, rollMode: RollMode | "roll"): Source {
    const mode = rollMode === "roll" ? setting("rollMode") : rollMode;
    const kept = (data.whisper as string[] | undefined)?.length ? (data.whisper as string[]) : gmIds();
    let whisper: string[];
    if (mode === "publicroll") whisper = [];
    else if (mode === "selfroll") whisper = [game().user.id];
    else whisper = kept;
    return Object.assign(data, { whisper, blind: mode === "blindroll" });
  }

  /** Foundry 14's: the mode's handler from CONFIG.ChatMessage.modes sets the message's recipients. */
  static applyMode(data: Source, mode: MessageMode): Source {
    if (generation() < 14) throw new TypeError("ChatMessage.applyMode is not a function");
    const config = MESSAGE_MODES[mode];
    if (!config) throw new Error(`"${String(mode)}" is not a message mode`);
    config.handler(data);
    return data;
  }

  /** Foundry's speaker: scene, actor, token and alias, here without scenes or tokens. */
  static getSpeaker({ actor, alias }: { actor?: { id: string | null; name: string } | null; alias?: string } = {}): ChatMessage.SpeakerData {
    return { scene: null, actor: actor?.id ?? null, token: null, alias: alias ?? (actor ? actor.name : game().user.name) };
  }

  static async create(data: Source, options: { rollMode?: RollMode; messageMode?: MessageMode } = {}): Promise<StandInChatMessage | undefined> {
    const prepared: Source = expandCreateData(data);
    const hasRolls = ((data.rolls as unknown[] | undefined) ?? []).length > 0;
    if (generation() >= 14) {
      if (options.messageMode) this.applyMode(prepared, options.messageMode);
    } else if (options.rollMode && hasRolls) this.applyRollMode(prepared, options.rollMode);
    let message: StandInChatMessage;
    try {
      message = new this(prepared);
    } catch (error) {
      return refuseInvalid("ChatMessage", error, "create");
    }
    // As BaseChatMessage#canCreate on the server: a player cannot write a message in another user's name.
    const creator = game().user;
    if (!creator.isGM && message.authorId !== creator.id) throw new Error(`User ${creator.name} lacks permission to create ChatMessage as another user`);
    const recorded: Source = { ...prepared, author: message.authorId, rolls: message.rolls.length };
    if ("system" in data) recorded.system = (message.system as TypeDataModel).toObject();
    const write = { action: "create" as const, documentName: "ChatMessage", ids: [message.id], parentId: null, data: [recorded] };
    if (message.type === "request") database.recordRequest(write);
    else database.record(write);
    game().messages.push(message);
    fireDocumentHook("create", "ChatMessage", message);
    return message;
  }

  /**
   * Foundry lets a message's author and the GMs change it; anyone else is refused by the server. A change that
   * fails validation shows an error notification and resolves `undefined`, as one that changes nothing does.
   */
  async update(changes: Source): Promise<this | undefined> {
    const user = game().user;
    if (!user.isGM && user.id !== this.authorId) throw new Error(`User ${user.name} lacks permission to update ChatMessage ${this.id}`);
    if ("type" in changes || "==system" in changes) return this.#replace(changes);
    const system = this.system as TypeDataModel;
    const systemChanges: Source = {};
    for (const [key, value] of Object.entries(changes)) {
      if (key === "system") Object.assign(systemChanges, value as Source);
      else if (key.startsWith("system.")) systemChanges[key.slice("system.".length)] = value;
      else throw new Error(`The stand-in does not update ${key} on ChatMessage.`);
    }
    const before = JSON.stringify(system.toObject());
    try {
      system.updateSource(systemChanges);
    } catch (error) {
      return refuseInvalid("ChatMessage", error);
    }
    if (JSON.stringify(system.toObject()) === before) return undefined;
    database.record({ action: "update", documentName: "ChatMessage", ids: [this.id], parentId: null, data: [structuredClone(changes)] });
    fireDocumentHook("update", "ChatMessage", this, changes);
    return this;
  }

  /**
   * A change of subtype, or of the system data whole: validated on a copy first, so a refused one changes nothing.
   * A temporary copy of an invalid message is saved but never lands on it, and Foundry's `update` resolves
   * `undefined` for it (client/data/client-backend.mjs finds no such message in the log).
   */
  async #replace(changes: Source): Promise<this | undefined> {
    const copy = new StandInChatMessage(this.toObject(), { stored: true, strict: false });
    try {
      copy.updateSource(structuredClone(changes));
      if (!copy.validate({ strict: false })) throw new DataModelValidationError({ type: `"${copy.type}" is not a valid type for ChatMessage` });
    } catch (error) {
      return refuseInvalid("ChatMessage", error);
    }
    database.record({ action: "update", documentName: "ChatMessage", ids: [this.id], parentId: null, data: [structuredClone(changes)] });
    if (this.temporary) return undefined;
    this.updateSource(structuredClone(changes));
    fireDocumentHook("update", "ChatMessage", this, changes);
    return this;
  }

  /**
   * Foundry lets a message's author and the GMs delete it (`delete: "OWNER"`, and the author owns it); anyone
   * else is refused by the server. Resolves the deleted message, or `undefined` when it was already gone.
   */
  async delete(): Promise<this | undefined> {
    const user = game().user;
    if (!user.isGM && user.id !== this.authorId) throw new Error(`User ${user.name} lacks permission to delete ChatMessage ${this.id}`);
    const index = game().messages.indexOf(this);
    if (index < 0) return undefined;
    game().messages.splice(index, 1);
    const write = { action: "delete" as const, documentName: "ChatMessage", ids: [this.id], parentId: null, data: [] };
    if (this.type === "request") database.recordRequest(write);
    else database.record(write);
    fireDocumentHook("delete", "ChatMessage", this);
    return this;
  }

  /** Foundry's ChatMessage#visible: a whisper is seen by its author and its recipients. */
  get visible(): boolean {
    if (!this.whisper.length) return true;
    return this.authorId === game().user.id || this.whisper.includes(game().user.id);
  }

  /** The message's stored source, as it travels and is saved. */
  toObject(): Source {
    return {
      _id: this._id,
      type: this.type,
      author: this.authorId,
      content: this.content,
      speaker: structuredClone(this.speaker),
      whisper: [...this.whisper],
      blind: this.blind,
      timestamp: this.timestamp,
      system: this.type === "base" ? {} : typeof (this.system as Partial<TypeDataModel>).toObject === "function" ? (this.system as TypeDataModel).toObject() : structuredClone(this.system as Source),
    };
  }

  /** Foundry's ChatMessage#isContentVisible: GMs see all, a blind roll hides from everyone else, a whisper from those not in it. */
  isContentVisibleTo(user: StandInUser): boolean {
    if (user.isGM) return true;
    if (this.blind) return false;
    if (!this.whisper.length) return true;
    return this.whisper.includes(user.id) || this.authorId === user.id;
  }

  /** The message's roll cards as `user` would see them. */
  async renderRolls(user: StandInUser = game().user): Promise<string[]> {
    const isPrivate = !this.isContentVisibleTo(user);
    return Promise.all(this.rolls.map((roll) => roll.render({ isPrivate })));
  }
}
