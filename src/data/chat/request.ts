import { cardModel, textField } from "./card-data";

const fields = foundry.data.fields;

/** The most characters a request's payload may have: more than any card or form sends, far less than a flood. */
export const MAX_REQUEST_CHARS = 16_000;

function defineRequestSchema() {
  return {
    /** The request's name, as the registry knows it (src/queries/registry.ts). */
    request: new fields.StringField({ required: true, blank: false }),
    /** The payload as JSON text, read field by field by the request's own reader. */
    payload: textField(),
  };
}

/**
 * A player's request to the Storyteller's client, sent as a chat message whispered to the Storyteller. Foundry's
 * server lets no one create a message in another user's name, so its author is who really asked; no one but its
 * author and a Storyteller sees it, and the Storyteller's client deletes it once read. It is never shown, so it
 * names no card template.
 */
export class RequestData extends cardModel(defineRequestSchema) {}
