import { at, scenarioReader } from "../../../rules/scenario-reader";
import { MetError } from "../rules/errors";

export { at, optional, type Json } from "../../../rules/scenario-reader";

/** The shared readers (src/rules/scenario-reader.ts), refusing under Mind's Eye Theatre's keys (`MetScenario…`). */
export const { object, list, text, whole, boolean, choice, notes, combatantId } = scenarioReader((refusal, message, data) => new MetError(`MetScenario${refusal}`, message, data));

export const texts = (value: unknown, path: string): string[] => list(value, path).map((item, index) => text(item, at(path, index)));

/** An expectation's value as written: any JSON, compared as the replay's value (see expectations.ts). */
export const anything = (value: unknown): unknown => value;
