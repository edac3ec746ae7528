/**
 * Whether an actor is saved in the world or a compendium (it has an id). Foundry's declarations call such a
 * document "stored", and v14's `ChatMessage.getSpeaker` takes only a stored actor.
 */
export function isStoredActor(actor: Actor.Implementation): actor is Actor.Implementation & Actor.Stored {
  return actor.id !== null;
}

/** The chat speaker for an actor: the actor itself once saved, else its name; no actor, the user. */
export function speakerFor(actor: Actor.Implementation | null | undefined): ReturnType<typeof ChatMessage.getSpeaker> {
  if (!actor) return ChatMessage.getSpeaker();
  return isStoredActor(actor) ? ChatMessage.getSpeaker({ actor }) : ChatMessage.getSpeaker({ alias: actor.name });
}
