/** Foundry's own BaseItem with the client's `actor`: the actor that owns it, if any. */
import { clientDocument, type CommonDocumentClass } from "./client-document";
import { common } from "./common";

export class StandInItem extends clientDocument(common.documents.BaseItem as unknown as CommonDocumentClass) {
  get actor(): unknown {
    const parent = this.parent as { documentName?: string } | null;
    return parent?.documentName === "Actor" ? parent : null;
  }
}
