import type { SystemQueries } from "../globals";
import { RulesError } from "../rules/errors";

/**
 * One dispatcher for every request a player's client sends to the active Storyteller's client (the
 * attack chain's writes to targets the player does not own, the combat tracker's declarations and held
 * actions). Each handler re-derives what it does from the documents it names and never trusts a number in
 * the payload (design.md, Foundry conventions). Query names and payloads are typed in `SystemQueries` (see
 * src/globals.d.ts, merged into `CONFIG.Queries`) under `storyteller-combat.<name>`.
 */
export type SystemQueryName = keyof SystemQueries;
type Handler<K extends SystemQueryName> = SystemQueries[K];

const handlers = new Map<SystemQueryName, Handler<SystemQueryName>>();

export function defineQuery<K extends SystemQueryName>(name: K, handler: Handler<K>): void {
  if (handlers.has(name)) throw new Error(`The query ${name} is defined twice.`);
  handlers.set(name, handler as Handler<SystemQueryName>);
}

export function queryHandler<K extends SystemQueryName>(name: K): Handler<K> | undefined {
  return handlers.get(name) as Handler<K> | undefined;
}

/** Puts every defined query into `CONFIG.queries`, at `init`. */
export function registerQueries(): void {
  for (const [name, handler] of handlers) Object.assign(CONFIG.queries, { [name]: handler });
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
