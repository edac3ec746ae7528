import { SYSTEM_ID } from "../constants";
import { installedRulesets } from "../rulesets/registry";

/** The world's stored settings as Foundry keeps them: a Setting document by its full key, or none. */
interface StoredSettings {
  getSetting(key: string): { value: unknown } | null | undefined;
}

function worldSettings(): StoredSettings | null {
  const stored = game.settings.storage.get("world");
  return typeof (stored as Partial<StoredSettings> | undefined)?.getSetting === "function" ? (stored as unknown as StoredSettings) : null;
}

/** Writes a setting by its key as a string: the renamed keys are each ruleset's own, typed in its folder. */
function setSetting(key: string, value: unknown): Promise<unknown> {
  const set = game.settings.set.bind(game.settings) as unknown as (namespace: string, key: string, value: unknown) => Promise<unknown>;
  return set(SYSTEM_ID, key, value);
}

/**
 * Carries each installed ruleset's settings over from the keys older worlds stored them under (RulesetModule
 * `renamedSettings`): a value the world stored under the old key, and not yet under the new one, is written
 * to the new one. The old one is left as it was. Runs on the active Storyteller's client; returns how many moved.
 */
export async function carryRenamedSettings(): Promise<number> {
  const stored = worldSettings();
  if (!game.user?.isActiveGM || !stored) return 0;
  let carried = 0;
  for (const module of installedRulesets()) {
    for (const [before, now] of Object.entries(module.renamedSettings)) {
      const old = stored.getSetting(`${SYSTEM_ID}.${before}`);
      if (!old || stored.getSetting(`${SYSTEM_ID}.${now}`)) continue;
      await setSetting(now, old.value);
      carried++;
    }
  }
  return carried;
}
