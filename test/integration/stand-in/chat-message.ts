import { database } from "./database";
import type { TypeDataModel } from "./data-model";
import type { Source } from "./document";
import { DataModelValidationError } from "./fields";
import type { StandInUser } from "./user";

export type RollMode = "publicroll" | "gmroll" | "blindroll" | "selfroll";

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
  get(id: string): StandInChatMessage | undefined {
    return this.find((message) => message.id === id);
  }

  /** Foundry's `Collection#contents`: the values as a new array. */
  get contents(): StandInChatMessage[] {
    return [...this];
  }
}

/**
 * The stand-in ChatMessage. `create` applies the roll mode as Foundry's ChatMessage.applyRollMode documents
 * it: a GM roll is whispered to the GMs, a blind roll too and marked blind, a self roll whispered to the
 * roller, a public roll to no one. A message of a system subtype carries its data model as `system`; only
 * its author or a GM may update it, as Foundry's permissions allow, and each update is one recorded write.
 */
export class StandInChatMessage {
  static documentName = "ChatMessage";

  readonly _id = database.newId();
  readonly type: string;
  readonly authorId: string;
  content: string;
  flavor: string;
  speaker: Source;
  whisper: string[];
  blind: boolean;
  rolls: RenderableRoll[];
  system: TypeDataModel | Source;

  constructor(data: Source) {
    this.type = String(data.type ?? "base");
    this.authorId = String(data.author ?? game().user.id);
    this.content = String(data.content ?? "");
    this.flavor = String(data.flavor ?? "");
    this.speaker = (data.speaker as Source | undefined) ?? {};
    this.whisper = [...((data.whisper as string[] | undefined) ?? [])];
    this.blind = data.blind === true;
    this.rolls = [...((data.rolls as RenderableRoll[] | undefined) ?? [])];
    const Model = models()[this.type];
    if (this.type !== "base" && !Model) throw new DataModelValidationError({ type: `"${this.type}" is not a valid type for ChatMessage` });
    this.system = Model ? new Model(structuredClone((data.system as Source) ?? {}), { parent: this }) : {};
  }

  get id(): string {
    return this._id;
  }

  get uuid(): string {
    return `ChatMessage.${this.id}`;
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

  static applyRollMode(data: Source, rollMode: RollMode): Source {
    const gms = [...game().users].filter((user) => user.isGM).map((user) => user.id);
    if (rollMode === "gmroll") return { ...data, whisper: gms, blind: false };
    if (rollMode === "blindroll") return { ...data, whisper: gms, blind: true };
    if (rollMode === "selfroll") return { ...data, whisper: [game().user.id], blind: false };
    return { ...data, whisper: [], blind: false };
  }

  /** Foundry's speaker: scene, actor, token and alias, here without scenes or tokens. */
  static getSpeaker({ actor, alias }: { actor?: { id: string | null; name: string } | null; alias?: string } = {}): ChatMessage.SpeakerData {
    return { scene: null, actor: actor?.id ?? null, token: null, alias: alias ?? (actor ? actor.name : game().user.name) };
  }

  static async create(data: Source, options: { rollMode?: RollMode } = {}): Promise<StandInChatMessage> {
    const message = new this(options.rollMode ? this.applyRollMode(data, options.rollMode) : data);
    const recorded: Source = { ...data, rolls: message.rolls.length };
    if ("system" in data) recorded.system = (message.system as TypeDataModel).toObject();
    database.record({ action: "create", documentName: "ChatMessage", ids: [message.id], parentId: null, data: [recorded] });
    game().messages.push(message);
    return message;
  }

  /** Foundry lets a message's author and the GMs change it; anyone else is refused by the server. */
  async update(changes: Source): Promise<this> {
    const user = game().user;
    if (!user.isGM && user.id !== this.authorId) throw new Error(`User ${user.name} lacks permission to update ChatMessage ${this.id}`);
    const system = this.system as TypeDataModel;
    const systemChanges: Source = {};
    for (const [key, value] of Object.entries(changes)) {
      if (key === "system") Object.assign(systemChanges, value as Source);
      else if (key.startsWith("system.")) systemChanges[key.slice("system.".length)] = value;
      else throw new Error(`The stand-in does not update ${key} on ChatMessage.`);
    }
    const before = JSON.stringify(system.toObject());
    system.updateSource(systemChanges);
    if (JSON.stringify(system.toObject()) === before) return this;
    database.record({ action: "update", documentName: "ChatMessage", ids: [this.id], parentId: null, data: [structuredClone(changes)] });
    return this;
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
      system: this.type === "base" ? {} : (this.system as TypeDataModel).toObject(),
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
