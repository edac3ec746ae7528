import { database } from "./database";
import type { Source } from "./document";
import type { StandInUser } from "./user";

export type RollMode = "publicroll" | "gmroll" | "blindroll" | "selfroll";

interface RenderableRoll {
  render(options?: { isPrivate?: boolean }): Promise<string>;
}

function game(): { user: StandInUser; users: Iterable<StandInUser>; messages: StandInChatMessage[] } {
  return (globalThis as unknown as { game: { user: StandInUser; users: Iterable<StandInUser>; messages: StandInChatMessage[] } }).game;
}

/**
 * The stand-in ChatMessage. `create` applies the roll mode as Foundry's ChatMessage.applyRollMode documents
 * it: a GM roll is whispered to the GMs, a blind roll too and marked blind, a self roll whispered to the
 * roller, a public roll to no one.
 */
export class StandInChatMessage {
  static documentName = "ChatMessage";

  readonly _id = database.newId();
  author: string;
  content: string;
  flavor: string;
  speaker: Source;
  whisper: string[];
  blind: boolean;
  rolls: RenderableRoll[];

  constructor(data: Source) {
    this.author = String(data.author ?? game().user.id);
    this.content = String(data.content ?? "");
    this.flavor = String(data.flavor ?? "");
    this.speaker = (data.speaker as Source | undefined) ?? {};
    this.whisper = [...((data.whisper as string[] | undefined) ?? [])];
    this.blind = data.blind === true;
    this.rolls = [...((data.rolls as RenderableRoll[] | undefined) ?? [])];
  }

  get id(): string {
    return this._id;
  }

  static applyRollMode(data: Source, rollMode: RollMode): Source {
    const gms = [...game().users].filter((user) => user.isGM).map((user) => user.id);
    if (rollMode === "gmroll") return { ...data, whisper: gms, blind: false };
    if (rollMode === "blindroll") return { ...data, whisper: gms, blind: true };
    if (rollMode === "selfroll") return { ...data, whisper: [game().user.id], blind: false };
    return { ...data, whisper: [], blind: false };
  }

  /** Foundry's speaker: scene, actor, token and alias, here without scenes or tokens. */
  static getSpeaker({ actor }: { actor?: { id: string; name: string } | null } = {}): ChatMessage.SpeakerData {
    return { scene: null, actor: actor?.id ?? null, token: null, alias: actor ? actor.name : game().user.name };
  }

  static async create(data: Source, options: { rollMode?: RollMode } = {}): Promise<StandInChatMessage> {
    const message = new this(options.rollMode ? this.applyRollMode(data, options.rollMode) : data);
    database.record({ action: "create", documentName: "ChatMessage", ids: [message.id], parentId: null, data: [{ ...data, rolls: message.rolls.length }] });
    game().messages.push(message);
    return message;
  }

  /** Foundry's ChatMessage#isContentVisible: GMs see all, a blind roll hides from everyone else, a whisper from those not in it. */
  isContentVisibleTo(user: StandInUser): boolean {
    if (user.isGM) return true;
    if (this.blind) return false;
    if (!this.whisper.length) return true;
    return this.whisper.includes(user.id) || this.author === user.id;
  }

  /** The message's roll cards as `user` would see them. */
  async renderRolls(user: StandInUser = game().user): Promise<string[]> {
    const isPrivate = !this.isContentVisibleTo(user);
    return Promise.all(this.rolls.map((roll) => roll.render({ isPrivate })));
  }
}
