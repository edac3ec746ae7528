/**
 * Foundry calls the `init` hook without awaiting what it starts, then `game.setupGame()` makes the world's
 * documents from CONFIG's classes and, after the `setup` hook, the UI (the combat tracker, the sheets). What the
 * world's ruleset plays is a chunk loaded at `init` (src/rulesets/playing.ts), so this game's `setupGame` waits for
 * `ready` before it runs Foundry's own. It is the system's one wrap of a Game method: an own property on the game
 * object, which v13's `Game#initialize` reaches through `this.setupGame()` (client/game.mjs); v14's published
 * declarations keep the same public `setupGame()`, its client code is not read here. (Foundry's chat stream view
 * makes its documents without `setupGame`; it shows only chat messages, whose class is in the module itself.)
 */
export function holdSetupUntil(ready: Promise<void>): void {
  const setupGame = game.setupGame.bind(game);
  game.setupGame = async () => {
    await ready;
    return setupGame();
  };
}
