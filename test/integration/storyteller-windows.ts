import { SYSTEM_ID } from "../../src/constants";
import { answerFirstHere, requestTimings } from "../../src/queries/answering-window";
import { gm } from "./stand-in/install";
import { closeWindow, inWindow, StandInDevice, type SentQuery, type StandInWindow } from "./stand-in/user";

/*
 * The ways a Storyteller has two windows open on the world, as the table runs them: two tabs of one browser over
 * https or on localhost (a secure context: one Web Locks manager for both); two tabs over plain http to a LAN
 * address (no secure context: `navigator.locks` is undefined); a laptop and a tablet (each its own browser and locks).
 */
export const TWO_WINDOWS = {
  "two tabs of one browser, with Web Locks": () => [gm.openWindow("first tab"), gm.openWindow("second tab")],
  "two tabs over plain http, with no Web Locks": () => [gm.openWindow("first tab", { secure: false }), gm.openWindow("second tab", { secure: false })],
  "a laptop and a tablet": () => [gm.openWindow("laptop", { device: new StandInDevice("laptop") }), gm.openWindow("tablet", { device: new StandInDevice("tablet") })],
} satisfies Record<string, () => StandInWindow[]>;

export type TwoWindows = keyof typeof TWO_WINDOWS;

// The stand-in's windows share one process and its writes take no network time: a window asked second waits a
// tenth of a table's wait, still long past the first window's claim, so the tests keep the order and run quickly.
requestTimings.deferMs = 150;
requestTimings.arrivalWaitMs = 75;

/** Opens the Storyteller's windows and lets each load as Foundry's `ready` would, in the order opened. */
export async function openStorytellerWindows(setup: TwoWindows): Promise<StandInWindow[]> {
  const windows = TWO_WINDOWS[setup]();
  for (const window of windows) await inWindow(window, () => answerFirstHere());
  return windows;
}

/** Closes them all and forgets which one was asked first, so the next test starts with none. */
export function closeStorytellerWindows(): void {
  for (const window of [...gm.windows]) closeWindow(window);
  Reflect.deleteProperty(gm.flags, SYSTEM_ID);
}

/** Waits past the time any window that did not claim a request would take to speak, were it ever to. */
export function afterEveryWindowCouldAnswer(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, requestTimings.deferMs + requestTimings.arrivalWaitMs + 100));
}

/** The windows that answered a query, by name. */
export const answeredBy = (query: SentQuery | undefined): (string | null)[] => (query?.answers ?? []).map((entry) => entry.window);
