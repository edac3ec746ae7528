const fields = foundry.data.fields;

/** Stable identifier: compendium names and descriptions are translated by it (see display-name.ts). */
export function identifierField() {
  return new fields.StringField({ required: true, blank: true, initial: "" });
}

// Kept beside the field for the code that imports it from here; it reads no Foundry global.
export { identifierFromName } from "./identifier-from-name";
