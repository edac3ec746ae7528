let registered: Promise<void> | null = null;

/**
 * What the system's `init` hook runs, once per bench process (src/index.ts also loads the stylesheet, which Node
 * cannot), against the integration tests' stand-in for Foundry.
 */
export function registerSystemOnce(): Promise<void> {
  registered ??= (async () => {
    await import("../../test/integration/stand-in/install");
    const { registerSystem } = await import("../../src/init");
    registerSystem();
    const { rulesetPlayed } = await import("../../src/rulesets/playing");
    await rulesetPlayed();
  })();
  return registered;
}
