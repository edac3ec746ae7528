import { GrappleEscapeData } from "../../data/chat/grapple-escape";
import { templatePath } from "../../../../constants";
import { say } from "../documents";
import { escapeCardContext } from "../escape-card";

export const ESCAPE_CARD_TEMPLATE = templatePath("classic/chat/grapple-escape.hbs");

/** A grapple escape's card (004 Grapple): both rolls read again from the stored faces. It has nothing to press. */
export class GrappleEscapeCard extends GrappleEscapeData {
  static override readonly TEMPLATE = ESCAPE_CARD_TEMPLATE;

  override cardContext() {
    return { ...escapeCardContext(this.escapeInput, this.escapeeFaces, this.holderFaces, (key, data) => say(key, data ?? {})) };
  }
}
