import { standIn } from "../stand-in/install";

/** Loads the system and runs its `init` hook once per test file, as Foundry would at start-up. */
export async function initSystem(): Promise<void> {
  await import("../../../src/index");
  standIn.hooks.callAll("init");
}
