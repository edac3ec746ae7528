import type { SystemQueries } from "../globals";
import { RulesError } from "../rules/errors";
import { answersHere } from "./primary-window";

/**
 * One dispatcher for every request a player's client sends to the active Storyteller's client (the
 * attack chain's writes to targets the player does not own, the combat tracker's declarations and held
 * actions). Each handler re-derives what it does from the documents it names and never trusts a number in
 * the payload (design.md, Foundry conventions). Query names and payloads are typed in `SystemQueries` (see
 * src/globals.d.ts, merged into `CONFIG.Queries`) under `storyteller-combat.<name>`.
 */
export type SystemQueryName = keyof SystemQueries;
type Handler<K extends SystemQueryName> = SystemQueries[K];

type Answer<K extends SystemQueryName> = Awaited<ReturnType<Handler<K>>>;

const handlers = new Map<SystemQueryName, Handler<SystemQueryName>>();
const failures = new Map<SystemQueryName, (reason: string) => unknown>();

/**
 * Defines a query's handler and the refusal it answers with when the handler fails unexpectedly: the caller
 * always gets a refusal it can show in its language, never an error.
 */
export function defineQuery<K extends SystemQueryName>(name: K, handler: Handler<K>, failed: (reason: string) => Answer<K>): void {
  if (handlers.has(name)) throw new Error(`The query ${name} is defined twice.`);
  handlers.set(name, handler as Handler<SystemQueryName>);
  failures.set(name, failed);
}

export function queryHandler<K extends SystemQueryName>(name: K): Handler<K> | undefined {
  return handlers.get(name) as Handler<K> | undefined;
}

/**
 * What `CONFIG.queries` holds for a query: its handler, run only in the window that answers for this user
 * (primary-window.ts; another window of the same Storyteller stays silent, so the step is done once), with an
 * error it throws, or a payload it cannot read, answered as a refusal.
 */
export function answering<K extends SystemQueryName>(name: K): (data: unknown) => Promise<Answer<K>> {
  const handler = handlers.get(name) as ((data: unknown) => ReturnType<Handler<K>>) | undefined;
  const failed = failures.get(name) as ((reason: string) => Answer<K>) | undefined;
  if (!handler || !failed) throw new Error(`No query is defined as ${name}.`);
  return async (data): Promise<Answer<K>> => {
    if (!answersHere()) return new Promise<never>(() => undefined);
    try {
      return (await handler(data)) as Answer<K>;
    } catch (error) {
      console.error(`storyteller-combat | the query ${name} failed`, error);
      return failed(error instanceof Error ? error.message : String(error));
    }
  };
}

/** Puts every defined query into `CONFIG.queries`, at `init`. */
export function registerQueries(): void {
  for (const name of handlers.keys()) Object.assign(CONFIG.queries, { [name]: answering(name) });
}

/** Raised when a request needs the Storyteller's client and no Storyteller is logged in. */
export class NoActiveGmError extends RulesError {
  override readonly name = "NoActiveGmError";
  constructor() {
    super("NoActiveGm", "No Storyteller is logged in to apply this; try again when one is.");
  }
}

/**
 * Runs a query on the active Storyteller's client: directly when this client is that Storyteller, else
 * through `User#query`. The payload carries document ids and the caller's id, never results to apply.
 */
export async function askActiveGm<K extends SystemQueryName>(
  name: K,
  payload: Parameters<Handler<K>>[0],
  timeoutMs = 30_000,
): Promise<Awaited<ReturnType<Handler<K>>>> {
  const handler = queryHandler(name);
  if (!handler) throw new Error(`No query is defined as ${name}.`);
  const gm = game.users?.activeGM;
  if (!gm) throw new NoActiveGmError();
  if (gm.isSelf) return (await (handler as (data: typeof payload) => ReturnType<Handler<K>>)(payload)) as Awaited<ReturnType<Handler<K>>>;
  return (await gm.query(name, payload, { timeout: timeoutMs })) as Awaited<ReturnType<Handler<K>>>;
}
