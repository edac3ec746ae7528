import { SYSTEM_ID } from "../../../src/constants";
import { standIn, standInGame } from "../stand-in/install";
import type { StandInUser } from "../stand-in/user";

/**
 * Loads the system and runs its `init` hook once per test file, then the game's setup, as Foundry would at start-up:
 * the setup waits for the world's ruleset's play (src/hold-setup.ts).
 */
export async function initSystem(): Promise<void> {
  await import("../../../src/index");
  standIn.hooks.callAll("init");
  await standInGame.setupGame();
}

/**
 * A file's set-up of a world playing `ruleset`, with `users` logged in beside the Storyteller: the setting stored
 * before `init`, as a world's database holds it; loaded once per file however often it is called.
 */
export function worldPlaying(ruleset: string, users: readonly StandInUser[]): () => Promise<void> {
  let ready = false;
  return async () => {
    if (ready) return;
    standIn.settings.store(SYSTEM_ID, "ruleset", ruleset);
    await initSystem();
    for (const user of users) standInGame.users.add(user);
    ready = true;
  };
}
