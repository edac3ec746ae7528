const queues = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `work` after every earlier piece of work queued for `key` has settled. Each round operation reads the
 * round, asks the rules and writes the result: two at once (two players' requests, a status changing while
 * the next round begins) would both read the same round and the second write would undo the first.
 */
export function oneAtATime<T>(key: object, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  queues.set(key, run.catch(() => undefined));
  return run;
}
