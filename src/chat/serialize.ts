import { oneAtATime } from "../work-queue";

/**
 * Runs chain work one piece at a time on this client: two presses of one button, or two attacks on one target,
 * read the message and the target only after the work before them has written both.
 *
 * The queue is kept per user. A Foundry client has one user, so at a table this is the client's one queue; the
 * integration tests run several simulated clients in one process, and each keeps its own queue there as
 * separate clients would, instead of one client's work waiting on another's.
 */
export function serialize<T>(work: () => Promise<T>): Promise<T> {
  return oneAtATime(`chain.${game.user?.id ?? ""}`, work);
}
