/** Foundry's own BaseMacro, created through the Foundry layer's backend. */
import { clientDocument, type CommonDocumentClass } from "./client-document";
import { common } from "./common";

export class StandInMacro extends clientDocument(common.documents.BaseMacro as unknown as CommonDocumentClass) {}
