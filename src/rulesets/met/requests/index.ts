import { defineChallengeStartRequest } from "./challenge-start";
import { defineChallengeStepRequest } from "./challenge-step";
import { defineDeclareRequest } from "./declare";
import { registerThrowQuery } from "./throw";
import { defineThrowReadyRequest } from "./throw-ready";

/**
 * Mind's Eye Theatre's requests from a player's client to the Storyteller's, one file each holding its payload and
 * reader, the Storyteller's handler and the player's sender; and the throw's own query, which carries a throw to
 * the Storyteller's client alone.
 */
export function defineMetRequests(): void {
  defineChallengeStartRequest();
  defineChallengeStepRequest();
  defineThrowReadyRequest();
  defineDeclareRequest();
  registerThrowQuery();
}
