/**
 * Foundry's own BaseActiveEffect with the client's preparation. The announcement helpers of a v14 batch
 * (stand-in/active-effect.ts) are kept for the stand-in modules that import them; this layer plays v13, which has
 * no batch.
 */
import { clientDocument, type CommonDocumentClass } from "./client-document";
import { common } from "./common";

export { announceCreated, announceDeleted, announceUpdated, effectsToCreate, holdingAnnouncements } from "../stand-in/active-effect";

export class StandInActiveEffect extends clientDocument(common.documents.BaseActiveEffect as unknown as CommonDocumentClass) {}
