import type { DefenceChoice } from "../rules/combat/defence";
import { RulesError } from "../../../rules/errors";
import type { Ruleset } from "../rules/ruleset/ruleset";
import { ScenarioError } from "./scenario-error";

/** Faces for each roll of a chain, by step, with the JSON path they were read from. */
export type FaceLists = Partial<Record<string, { path: string; faces: readonly number[]; soakChoice?: number }>>;

/** Runs `work`; a rules error it throws becomes a ScenarioError naming the event. */
export function guard<T>(path: string, label: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof ScenarioError) throw error;
    if (error instanceof RulesError) {
      throw new ScenarioError("ScenarioEventRefused", `${path} (${label}): ${error.message}`, { path, event: label, reason: error.message, reasonKey: error.key }, { cause: error });
    }
    throw error;
  }
}

export function checkFaceCount(path: string, faces: readonly number[], pool: number, what: string): void {
  if (faces.length !== pool) {
    throw new ScenarioError("ScenarioFacesCount", `${path}: expected ${pool} faces for a pool of ${pool}, got ${faces.length}.`, {
      path,
      expected: pool,
      pool,
      count: faces.length,
      roll: what,
    });
  }
}

/**
 * Drives an attack chain of any ruleset to its end with the scenario's faces: each roll takes the list
 * its step names and must use it whole; `choose` answers the defender's choice. Faces written for a roll
 * that never came are refused too, so a scenario cannot claim dice the fight did not throw.
 */
export function runChain<Chain>(
  ruleset: Ruleset<unknown, Chain>,
  start: Chain,
  faces: FaceLists,
  choose: (chain: Chain) => DefenceChoice,
  where: { path: string; label: string },
): Chain {
  let chain = start;
  const used = new Set<string>();
  for (let guardCount = 0; guardCount < 100; guardCount++) {
    const pending = guard(where.path, where.label, () => ruleset.attacks.pending(chain));
    if (!pending) break;
    if (pending.kind === "roll") {
      const list = faces[pending.step];
      if (!list) {
        throw new ScenarioError("ScenarioFacesMissing", `${where.path} (${where.label}): no faces are given for the ${pending.step} step.`, { path: where.path, event: where.label, step: pending.step });
      }
      checkFaceCount(list.path, list.faces, pending.roll.pool, pending.step);
      used.add(pending.step);
      const current = chain;
      const answer = { kind: "faces" as const, faces: list.faces, ...(list.soakChoice !== undefined ? { soakChoice: list.soakChoice } : {}) };
      chain = guard(where.path, where.label, () => ruleset.attacks.advance(current, answer));
    } else if (pending.kind === "choice") {
      const current = chain;
      const choice = choose(current);
      chain = guard(where.path, where.label, () => ruleset.attacks.advance(current, { kind: "defence", choice }));
    } else {
      const current = chain;
      chain = guard(where.path, where.label, () => ruleset.attacks.advance(current, { kind: "apply" }));
    }
  }
  for (const [step, list] of Object.entries(faces)) {
    if (list && list.faces.length > 0 && !used.has(step)) {
      throw new ScenarioError("ScenarioFacesUnused", `${list.path}: ${list.faces.length} faces are given for the ${step} step, which the fight never rolled.`, {
        path: list.path,
        count: list.faces.length,
        step,
      });
    }
  }
  return chain;
}
