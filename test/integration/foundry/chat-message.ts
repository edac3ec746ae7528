/**
 * Foundry's own BaseChatMessage with what the client's ChatMessage adds that the system leans on: its rolls as
 * Roll instances (each found by class name in CONFIG.Dice.rolls), `applyRollMode` and a `rollMode` create option
 * applied to a message that carries rolls (Foundry 13), who sees it, and its HTML. The world's messages are the
 * stand-in's list; the author check on create is `common/`'s own (BaseChatMessage's permission).
 */
import { renderMessageHTML } from "../stand-in/render-message";
import { clientDocument, type CommonDocumentClass, type Source } from "./client-document";
import { common } from "./common";

export { MESSAGE_MODES, type MessageMode, type RollMode } from "../stand-in/chat-message";

interface LayerUser {
  id: string;
  name: string;
  isGM: boolean;
}

interface RenderableRoll {
  render(options?: { isPrivate?: boolean }): Promise<string>;
}

interface RollClass {
  fromData(data: Source): RenderableRoll;
}

interface Globals {
  game: { user: LayerUser; users: Iterable<LayerUser> & { get(id: string): LayerUser | undefined }; settings: { get(scope: string, key: string): unknown } };
  CONFIG: { Dice: { rolls: RollClass[] } };
}
const globals = () => globalThis as unknown as Globals;

function gmIds(): string[] {
  return [...globals().game.users].filter((user) => user.isGM).map((user) => user.id);
}

/** The configured ChatMessage class (the system's once `init` has run), as Foundry's collection builds its messages. */
function configuredClass(): new (data: Source, context: { strict: boolean }) => StandInChatMessage {
  return (StandInChatMessage as unknown as { implementation: new (data: Source, context: { strict: boolean }) => StandInChatMessage }).implementation;
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

  /** A stored message as the world loads it (DocumentCollection#_initialize): into the log, or set aside when invalid. */
  load(source: Source): void {
    try {
      this.push(new (configuredClass())(structuredClone(source), { strict: true }));
    } catch (error) {
      if (!(error instanceof common.data.validation.DataModelValidationError)) throw error;
      const id = String(source._id);
      this.invalidDocumentIds.add(id);
      this.#invalid.set(id, structuredClone(source));
    }
  }

  /** Foundry's `getInvalid`: a copy of an invalid message built without validation, which the log does not hold. */
  getInvalid(id: string, { strict = true }: { strict?: boolean } = {}): StandInChatMessage | undefined {
    const source = this.#invalid.get(id);
    if (!source && strict) throw new Error(`ChatMessage id [${id}] is not in the set of invalid ids`);
    return source ? new (configuredClass())(structuredClone(source), { strict: false }) : undefined;
  }

  clearInvalid(): void {
    this.invalidDocumentIds.clear();
    this.#invalid.clear();
  }

  get contents(): StandInChatMessage[] {
    return [...this];
  }
}

const MessageBase = clientDocument(common.documents.BaseChatMessage as unknown as CommonDocumentClass);

export class StandInChatMessage extends MessageBase {
  declare whisper: string[];
  declare blind: boolean;
  declare content: string;
  declare timestamp: number;
  declare author: LayerUser | null;
  declare rolls: (string | Source | RenderableRoll)[];

  /** Foundry's client turns each stored roll into a Roll of the class it names. */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const classes = globals().CONFIG.Dice.rolls;
    this.rolls = this.rolls.map((stored) => {
      if (typeof stored === "object" && stored !== null && "render" in stored) return stored;
      const data = (typeof stored === "string" ? JSON.parse(stored) : stored) as Source;
      const RollClass = classes.find((candidate) => (candidate as unknown as { name: string }).name === data.class) ?? classes[0];
      if (!RollClass) throw new Error("No Roll class is configured.");
      return RollClass.fromData(data);
    });
  }

  /** Foundry 13's: a GM or blind roll keeps the whisper it has, else goes to the GMs; a self roll to the roller. */
  static applyRollMode(data: Source, rollMode: string): Source {
    const mode = rollMode === "roll" ? String(globals().game.settings.get("core", "rollMode")) : rollMode;
    const kept = (data.whisper as string[] | undefined)?.length ? (data.whisper as string[]) : gmIds();
    let whisper: string[];
    if (mode === "publicroll") whisper = [];
    else if (mode === "selfroll") whisper = [globals().game.user.id];
    else whisper = kept;
    return Object.assign(data, { whisper, blind: mode === "blindroll" });
  }

  static applyMode(): never {
    throw new TypeError("ChatMessage.applyMode is not a function");
  }

  static getSpeaker({ actor, alias }: { actor?: { id: string | null; name: string } | null; alias?: string } = {}): Source {
    return { scene: null, actor: actor?.id ?? null, token: null, alias: alias ?? (actor ? actor.name : globals().game.user.name) };
  }

  /** Foundry 13 applies a `rollMode` create option to a message that carries rolls. */
  override async _preCreate(data: Source, options: Source, user: LayerUser): Promise<boolean | undefined> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    if (this.rolls.length && typeof options.rollMode === "string") {
      const changes = StandInChatMessage.applyRollMode({ whisper: [...this.whisper] }, options.rollMode);
      this.updateSource(changes);
    }
    return undefined;
  }

  get visible(): boolean {
    if (!this.whisper.length) return true;
    const me = globals().game.user.id;
    return this.author?.id === me || this.whisper.includes(me);
  }

  isContentVisibleTo(user: LayerUser): boolean {
    if (user.isGM) return true;
    if (this.blind) return false;
    if (!this.whisper.length) return true;
    return this.whisper.includes(user.id) || this.author?.id === user.id;
  }

  async renderRolls(user: LayerUser = globals().game.user): Promise<string[]> {
    const isPrivate = !this.isContentVisibleTo(user);
    return Promise.all(this.rolls.map((roll) => (roll as RenderableRoll).render({ isPrivate })));
  }

  renderHTML(options: object = {}): Promise<HTMLElement> {
    return renderMessageHTML(this as unknown as { id: string; content: string; system: unknown }, options);
  }
}
