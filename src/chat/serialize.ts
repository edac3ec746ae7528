let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs chain work one piece at a time on this client: two presses of one button, or two attacks on one target,
 * read the message and the target only after the work before them has written both.
 */
export function serialize<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}
