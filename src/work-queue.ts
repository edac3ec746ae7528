const byObject = new WeakMap<object, Promise<unknown>>();
const byName = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after every earlier piece of work queued under `key` has settled, whether it succeeded or not. Work
 * that reads documents, asks the rules and writes back (a round operation, a chain step) would otherwise read
 * what the work before it was about to change, and the second write would undo the first.
 *
 * A document (a Combat) is a key for as long as it lives; a name is forgotten once its queue is idle, so a key
 * such as a user's id leaves nothing behind when the user goes.
 */
export function oneAtATime<T>(key: object | string, work: () => Promise<T>): Promise<T> {
  const before = (typeof key === "string" ? byName.get(key) : byObject.get(key)) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.catch(() => undefined);
  if (typeof key === "string") {
    byName.set(key, settled);
    void settled.then(() => {
      if (byName.get(key) === settled) byName.delete(key);
    });
  } else byObject.set(key, settled);
  return run;
}
