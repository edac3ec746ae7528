import type { GrappleEscapeInput } from "../../rules/maneuvers/grapple";
import { RULESET_IDS } from "../../../ruleset-id";
import { mapStats, unpackStats } from "./stored-stats";
import { actorRefField, cardModel, facesField, textField } from "../../../../data/chat/card-data";

const fields = foundry.data.fields;

function defineGrappleEscapeSchema() {
  return {
    /** The ruleset of the grapple it escapes from; an attempt stored before the field existed was Classic's (the initial fills it on load). */
    ruleset: new fields.StringField({ required: true, blank: false, choices: RULESET_IDS, initial: "classic" }),
    holder: actorRefField(),
    held: actorRefField(),
    /** Both characters as the rules took them, and the round (004 Grapple). */
    start: new fields.ObjectField({ required: true }),
    /** The faces of the held character's roll and of the holder's. */
    escapeeFaces: facesField(),
    holderFaces: facesField(),
    /** The held character's round action the attempt took (the round bridge's `actionKey`), or blank outside a round. */
    roundAction: textField(),
  };
}

/** A held character's attempt to break free (004 Grapple), kept as its inputs and faces; the card re-reads them. */
export class GrappleEscapeData extends cardModel(defineGrappleEscapeSchema) {
  get escapeInput(): GrappleEscapeInput {
    return mapStats(this.start as unknown as GrappleEscapeInput, ["holder", "held"], unpackStats);
  }
}
