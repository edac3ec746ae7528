/**
 * The one place that knows which Foundry generation runs the world (13 or 14). Everything that differs between
 * them is offered here as one function with both behaviours; nothing else in the system reads a version.
 * The generation is read once, on first use, from `game.release.generation`.
 */
export type FoundryGeneration = 13 | 14;

let known: FoundryGeneration | null = null;

export function foundryGeneration(): FoundryGeneration {
  if (known === null) known = (game.release?.generation ?? 13) >= 14 ? 14 : 13;
  return known;
}

/** Foundry v14's update operators (`foundry.data.operators`); v13 has none, and its declarations do not name them. */
interface UpdateOperators {
  ForcedDeletion: new () => object;
}

/**
 * The entry of an update that deletes `key` from the object it is merged into: `["-=key", null]` on v13; on v14,
 * where `-=` keys are deprecated, `[key, new foundry.data.operators.ForcedDeletion()]`.
 */
export function deletionEntry(key: string): [string, unknown] {
  if (foundryGeneration() === 13) return [`-=${key}`, null];
  const operators = (foundry.data as { operators?: UpdateOperators }).operators;
  if (!operators) throw new Error("This Foundry v14 has no foundry.data.operators.");
  return [key, new operators.ForcedDeletion()];
}

/**
 * The user who sent a query, as Foundry vouches for it. v13 calls a `CONFIG.queries` handler with
 * `(data, { timeout })` only, so there is no sender to read (null). v14 may name the sending user in the
 * options (`options.user`, a User or its id); it counts only when it is a user of this world.
 */
export function querySender(options: unknown): User.Implementation | null {
  if (foundryGeneration() === 13 || typeof options !== "object" || options === null) return null;
  const named = (options as { user?: unknown }).user;
  const id = typeof named === "string" ? named : typeof named === "object" && named !== null ? (named as { id?: unknown }).id : null;
  return typeof id === "string" ? (game.users?.get(id) ?? null) : null;
}

/*
 * Who sees a roll or a card. The system speaks Foundry 13's roll modes; Foundry 14 replaced them with message
 * modes (`CONFIG.ChatMessage.modes`, the `core.messageMode` setting, `ChatMessage.applyMode`, the `messageMode`
 * option of `Roll#toMessage`) and no longer reads a `rollMode`, so a whispered roll sent the 13 way is public there.
 */
export type RollMode = "publicroll" | "gmroll" | "blindroll" | "selfroll";
type MessageMode = "public" | "gm" | "blind" | "self";

const MESSAGE_MODE: Record<RollMode, MessageMode> = { publicroll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" };
const ROLL_MODE: Record<string, RollMode> = { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll", ic: "publicroll", ooc: "publicroll" };

/** The mode this user picked in the chat log: `core.rollMode` (13) or `core.messageMode` (14), as a roll mode. */
export function currentRollMode(): RollMode {
  const settings = game.settings as unknown as { get(scope: string, key: string): unknown } | undefined;
  if (foundryGeneration() >= 14) return ROLL_MODE[String(settings?.get("core", "messageMode") ?? "public")] ?? "publicroll";
  const mode = String(settings?.get("core", "rollMode") ?? "publicroll");
  return mode in MESSAGE_MODE ? (mode as RollMode) : "publicroll";
}

/**
 * Sets who sees a message about to be created, in place, whether or not it carries rolls (Foundry 13's
 * `rollMode` create option reaches only messages with rolls): `ChatMessage.applyRollMode` (13) or
 * `ChatMessage.applyMode` (14). A whisper already in the data is kept for the GM and blind modes.
 */
export function applyRollMode<T extends object>(data: T, mode: RollMode): T {
  if (foundryGeneration() >= 14) {
    (ChatMessage as unknown as { applyMode(data: object, mode: MessageMode): unknown }).applyMode(data, MESSAGE_MODE[mode]);
  } else {
    ChatMessage.applyRollMode(data as ChatMessage.CreateData, mode);
  }
  return data;
}

/** The option that gives `Roll#toMessage` its mode: `rollMode` (13) or `messageMode` (14). */
export function rollMessageOptions(mode: RollMode): { rollMode?: RollMode; messageMode?: MessageMode } {
  return foundryGeneration() >= 14 ? { messageMode: MESSAGE_MODE[mode] } : { rollMode: mode };
}
