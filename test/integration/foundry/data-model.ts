/** Foundry's own DataModel and TypeDataModel, in place of the stand-in's (stand-in/data-model.ts). */
import { common } from "./common";

export const DataModel = common.abstract.DataModel;
export const TypeDataModel = common.abstract.TypeDataModel;
export type TypeDataModel = foundry.abstract.TypeDataModel.Any;

type Source = Record<string, unknown>;

/** Dotted keys expanded into nested objects, by Foundry's own `expandObject`. */
export function expandDots(changes: Source): Source {
  return common.utils.expandObject(changes) as Source;
}

/** Whether Foundry's own `expandObject` takes `value` (a fuzz test's payload): a client cannot send one it throws on. */
export function expandsOnFoundry(value: unknown): boolean {
  try {
    common.utils.expandObject(value as Source);
    return true;
  } catch {
    return false;
  }
}
