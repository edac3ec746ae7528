import { RulesError } from "./rules/errors";

/**
 * The one vocabulary of results across the system: every operation a player's button starts, done on this client
 * or on the Storyteller's (a chain step, a declaration, a grapple escape), answers with an Outcome. A refusal is a
 * full language key and its data, so any client can show it translated; it crosses between clients as plain data.
 */
export interface Refusal {
  /** The full language key, e.g. `STC.Error.CombatUnknown`. */
  key: string;
  data: Record<string, string | number>;
}

export type Refused = { ok: false } & Refusal;
export type Outcome<T = null> = { ok: true; value: T } | Refused;

export function done(): Outcome<null>;
export function done<T>(value: T): Outcome<T>;
export function done<T>(value: T | null = null): Outcome<T | null> {
  return { ok: true, value };
}

export function refused(key: string, data: Record<string, string | number> = {}): Refused {
  return { ok: false, key, data };
}

/** Thrown inside an operation to refuse it with a language key that is not a rules error's (a step already taken). */
export class Refusing extends Error {
  override readonly name = "Refusing";
  constructor(
    readonly key: string,
    readonly data: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** A refusal raised for a caller that awaits a promise (the attack chain spending a defence the round refuses). */
export class RefusedError extends RulesError {
  override readonly name = "RefusedError";
  constructor(readonly refusal: Refusal) {
    super(refusal.key, `Refused: ${refusal.key}.`, refusal.data);
  }

  override get i18nKey(): string {
    return this.refusal.key;
  }
}

/**
 * Any failure as the refusal its button shows, the one converter: a refusal raised on purpose, a rules error
 * (the rules' own key and data, a missing Storyteller included), and anything else as a failure with its reason,
 * logged, with nothing changed. Nothing an operation does throws past this.
 */
export function refusalOf(error: unknown): Refused {
  if (error instanceof Refusing) return refused(error.key, error.data);
  if (error instanceof RulesError) return refused(error.i18nKey, { ...error.data });
  console.error("storyteller-combat | an operation failed", error);
  return refused("STC.Error.RequestFailed", { reason: error instanceof Error ? error.message : String(error) });
}

/** A refusal's data with ids (alone or in a list) replaced by the names `nameOf` knows (a combatant's, say). */
export function namedData(data: Refusal["data"], nameOf: (id: string) => string | undefined): Refusal["data"] {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [name, typeof value === "string" ? value.split(", ").map((part) => nameOf(part) ?? part).join(", ") : value]),
  );
}

/** The refusal as a sentence in the reader's language, ids shown as names. */
export function refusalText(refusal: Refusal, nameOf: (id: string) => string | undefined = () => undefined): string {
  const data = Object.fromEntries(Object.entries(namedData(refusal.data, nameOf)).map(([name, value]) => [name, String(value)]));
  return game.i18n?.format(refusal.key, data) ?? refusal.key;
}

/**
 * Tells the Storyteller what was refused and for whom when the request came from another user's client: a forged
 * or stale request is never silent. The sender's own client shows the refusal to the sender.
 */
export function reportRefusal<T>(sender: User.Implementation, outcome: Outcome<T>): Outcome<T> {
  if (!outcome.ok && sender.id !== game.user?.id) {
    const i18n = game.i18n;
    const user = sender.name ?? i18n?.localize("STC.Chain.UnknownUser") ?? "";
    ui.notifications?.warn(i18n?.format("STC.Chain.Refused", { user, reason: refusalText(outcome) }) ?? outcome.key);
  }
  return outcome;
}

/**
 * The Storyteller's side of a request, in one place: whatever the work throws becomes a refusal in the system's
 * vocabulary (refusalOf), and a refusal of another user's request is told to the Storyteller (reportRefusal).
 */
export async function answerFor<T>(sender: User.Implementation, work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  let answer: Outcome<T>;
  try {
    answer = await work();
  } catch (error) {
    answer = refusalOf(error);
  }
  return reportRefusal(sender, answer);
}

/** A player's side of a request: whatever the asking throws becomes a refusal, and a refusal is shown to this user. */
export async function askShowingRefusal<T>(ask: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  let answer: Outcome<T>;
  try {
    answer = await ask();
  } catch (error) {
    answer = refusalOf(error);
  }
  if (!answer.ok) ui.notifications?.warn(refusalText(answer));
  return answer;
}
