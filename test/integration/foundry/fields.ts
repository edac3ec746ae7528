/** Foundry's own data fields and their validation error, in place of the stand-in's (stand-in/fields.ts). */
import { common } from "./common";

export const fields = common.data.fields;
export const DataModelValidationError = common.data.validation.DataModelValidationError;
export type DataModelValidationError = foundry.data.validation.DataModelValidationError;
