import { openAttack } from "../apps/attack-dialog";
import { say } from "./documents";

/** Opens the attack dialog for an owned weapon or maneuver item, by its UUID: what an attack macro runs. */
export async function attackFromUuid(uuid: string): Promise<void> {
  // An owned item's UUID starts with its actor's (or its token's); the document found is checked, not assumed.
  const item: unknown = uuid.startsWith("Actor.") || uuid.startsWith("Scene.") ? await fromUuid(uuid as `Item.${string}`) : null;
  if (!(item instanceof Item) || !item.actor || (item.type !== "weapon" && item.type !== "maneuver")) {
    ui.notifications?.warn(say("STC.Classic.Chain.MacroItemGone"));
    return;
  }
  await openAttack(item.actor, item);
}

/**
 * A weapon or maneuver of a character, dropped on the hotbar, becomes a macro that attacks with it (an item
 * that is not a character's own weapon or maneuver is left to Foundry). Returns false when it made one.
 */
export function createAttackMacro(data: unknown, slot: number): false | undefined {
  const drop = data as { type?: unknown; uuid?: unknown };
  if (drop.type !== "Item" || typeof drop.uuid !== "string" || !drop.uuid.startsWith("Actor.")) return undefined;
  const item: unknown = fromUuidSync(drop.uuid as `Item.${string}`);
  if (!(item instanceof Item) || (item.type !== "weapon" && item.type !== "maneuver")) return undefined;
  // An attack macro is a script macro, which a world gives to Trusted Players and up unless the Storyteller
  // allows more: a player without it is told so rather than met by the server's refusal.
  if (!game.user?.can("MACRO_SCRIPT")) {
    ui.notifications?.warn(say("STC.Classic.Chain.MacroNeedsScriptPermission"));
    return false;
  }
  void placeMacro(item, drop.uuid, slot);
  return false;
}

async function placeMacro(item: Item.Implementation, uuid: string, slot: number): Promise<void> {
  // The command names the item's UUID: a second drop of the same item reuses the macro.
  const command = `await CONFIG.StorytellerCombat.attack(${JSON.stringify(uuid)});`;
  const existing = game.macros?.find((macro) => macro.command === command && macro.author?.id === game.user?.id);
  const macro =
    existing ??
    (await Macro.implementation.create({
      name: item.name,
      type: "script",
      img: item.img,
      command,
    }));
  if (macro) await game.user?.assignHotbarMacro(macro, slot);
}
