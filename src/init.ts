import { registerHandlebarsHelpers } from "./apps/handlebars-helpers";
import { watchForgedCards } from "./chat/forged-cards";
import { registerCardRedraw } from "./chat/redraw";
import { registerDataModels } from "./data/models";
import { StorytellerChatMessage } from "./documents/chat-message";
import { StorytellerItem } from "./documents/item";
import { holdSetupUntil } from "./hold-setup";
import { registerQueries } from "./queries/registry";
import { installRulesets } from "./rulesets/installed";
import { startPlaying } from "./rulesets/playing";
import { activeRuleset, installedRulesets, settleActiveRuleset } from "./rulesets/registry";
import { registerSystemSettings } from "./settings";

/**
 * Everything the system puts into CONFIG and the settings at `init`. What is stored (data models, roll classes,
 * settings) is registered for every installed ruleset, so a world that switches rulesets keeps its records; what
 * plays is the world's ruleset's alone, loaded from its own chunk before Foundry sets the game up.
 */
export function registerSystem(): void {
  installRulesets();
  CONFIG.Item.documentClass = StorytellerItem;
  CONFIG.ChatMessage.documentClass = StorytellerChatMessage;
  registerDataModels();
  // Pushed, not put first: index 0 stays Foundry's own Roll, which other code expects there.
  for (const module of installedRulesets()) CONFIG.Dice.rolls.push(...module.rollClasses);
  registerSystemSettings();
  for (const module of installedRulesets()) module.registerSettings();
  // World settings are readable once registered: the world's ruleset is read once, here (src/rulesets/registry.ts).
  settleActiveRuleset();
  // A ruleset the world names that this build does not carry (a world from a newer build) plays the first installed
  // one's sheets and tracker, whose attacks and rounds refuse, naming the world's ruleset (RulesetNotWiredError).
  const playing = activeRuleset() ?? installedRulesets()[0] ?? null;
  // Its document classes, tracker, sheets and requests: a chunk of their own, loaded now; Foundry's setup, which
  // makes the documents and the UI from them, waits for it.
  holdSetupUntil(startPlaying(playing));
  // A new actor's token shows the world's ruleset's bar: Foundry reads the default from the system's manifest
  // field, which names none, so that no ruleset's path stands for the others'.
  if (game.system) game.system.primaryTokenAttribute = playing?.tokenBarAttribute ?? undefined;
  registerHandlebarsHelpers(Handlebars);
  registerCardRedraw();
  watchForgedCards();
  // The query reads the request's handler when one arrives, after the setup that waits for the ruleset's requests.
  registerQueries();
}
