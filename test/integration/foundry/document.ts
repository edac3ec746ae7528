/**
 * The stand-in's document helpers (stand-in/document.ts), for the Foundry layer: what a test reads of a write
 * Foundry turned down is the same whichever layer runs. The documents themselves are Foundry's own here.
 */
export { fireDocumentHook, made, OWNERSHIP, refusalOf, refuseInvalid, refusedWrites, type Source } from "../stand-in/document";
export type { ClientDocumentInstance as StandInDocument } from "./client-document";
