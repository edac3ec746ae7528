import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect } from "vitest";
import { scenarioFolder } from "../../../scripts/system-files";
import { parseScenario } from "../../../src/rulesets/classic/scenario/parse";
import { replayScenario, unmetExpectations } from "../../../src/rulesets/classic/scenario/replay";
import type { ScenarioResult } from "../../../src/rulesets/classic/scenario/result";
import { ScenarioError } from "../../../src/rulesets/classic/scenario/scenario-error";

export const SCENARIOS = scenarioFolder("classic");

export function scenarioJson(name: string): unknown {
  return JSON.parse(readFileSync(resolve(SCENARIOS, name), "utf8"));
}

/** Replays a golden file and checks that every `expect` value in it is met. */
export function replayGolden(name: string): ScenarioResult {
  const result = replayScenario(parseScenario(scenarioJson(name)));
  expect(unmetExpectations(result), `${name}: unmet expectations`).toEqual([]);
  return result;
}

/** The ScenarioError that replaying (or checking) this JSON raises. */
export function scenarioError(json: unknown): ScenarioError {
  try {
    replayScenario(parseScenario(json));
  } catch (error) {
    if (error instanceof ScenarioError) return error;
    throw error;
  }
  throw new Error("expected a ScenarioError");
}

/** The attack summary of event `event` in round `round` (0-based). */
export function attackAt(result: ScenarioResult, round: number, event: number) {
  const detail = result.rounds[round]?.events[event]?.detail;
  if (detail?.kind !== "attack") throw new Error(`rounds[${round}].events[${event}] is not an attack`);
  return detail;
}

export function rollOf(summary: { rolls: { step: string; pool: number; difficulty: number; net: number; faces: number[] }[] }, step: string) {
  return summary.rolls.find((roll) => roll.step === step) ?? null;
}
