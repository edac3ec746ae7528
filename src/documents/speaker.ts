/**
 * Whether an actor is saved in the world or a compendium (it has an id). Foundry's declarations call such a
 * document "stored", and v14's `ChatMessage.getSpeaker` takes only a stored actor.
 */
export function isStoredActor(actor: Actor.Implementation): actor is Actor.Implementation & Actor.Stored {
  return actor.id !== null;
}

/**
 * The chat speaker for an actor: the actor itself once saved. One not saved speaks by its name with no actor
 * id, as Foundry v13's `getSpeaker({ actor })` made it (asking by alias alone would let Foundry pick a
 * controlled token's actor instead). No actor: the user.
 */
export function speakerFor(actor: Actor.Implementation | null | undefined): ReturnType<typeof ChatMessage.getSpeaker> {
  if (!actor) return ChatMessage.getSpeaker();
  if (isStoredActor(actor)) return ChatMessage.getSpeaker({ actor });
  return { ...ChatMessage.getSpeaker(), actor: null, token: null, alias: actor.name };
}
