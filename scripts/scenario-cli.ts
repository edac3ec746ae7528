// `npm run scenario -- FILE [--json] [--lang en|ru]`: replays a scenario file with the scenario tool of the ruleset it
// names (src/rulesets/scenario-tools.ts) and prints what a Storyteller reads, or the result as JSON. Exit 0 on success; 2 for bad arguments, an unreadable or malformed file, or
// an event the rules refuse; 1 when the replay does not meet one of the file's `expect` values.
// scripts/scenario.ts runs it with the process's arguments and streams; the tests call it directly.
import { readFileSync } from "node:fs";
import { numeral } from "../src/apps/numbers";
import { formKey } from "../src/apps/plural";
import { RulesError } from "../src/rules/errors";
import { rulesErrorText, type ErrorNames } from "../src/rules/error-names";
import type { Translate } from "../src/rules/translate";
import { scenarioToolFor } from "../src/rulesets/scenario-tools";
import { readLanguage } from "./system-files";

type Tree = { [key: string]: string | Tree };
const LANGUAGES = ["en", "ru"] as const;
type Language = (typeof LANGUAGES)[number];

function translator(language: Language): Translate {
  const tree = readLanguage(language) as Tree;
  const lookUp = (key: string) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
    return typeof node === "string" ? node : undefined;
  };
  return (key, data = {}) => {
    const node = lookUp(formKey(key, data, language, (candidate) => lookUp(candidate) !== undefined));
    if (node === undefined) return key;
    return node.replace(/{(\w+)}/g, (whole, name: string) => {
      if (!Object.hasOwn(data, name)) return whole;
      const value = data[name];
      return typeof value === "number" ? numeral(value, language) : String(value);
    });
  };
}

class CliError extends RulesError {}

function parseArguments(args: readonly string[]): { file: string; json: boolean; language: Language } {
  let file: string | null = null;
  let json = false;
  let language: Language = "en";
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (arg === "--json") json = true;
    else if (arg === "--lang") {
      const value = args[++index];
      if (!(LANGUAGES as readonly string[]).includes(value ?? "")) throw new CliError("ScenarioArgumentsInvalid", `--lang takes en or ru, got ${String(value)}`, { reason: `--lang ${String(value)}` });
      language = value as Language;
    } else if (arg.startsWith("--")) throw new CliError("ScenarioArgumentsInvalid", `unknown option ${arg}`, { reason: arg });
    else if (file === null) file = arg;
    else throw new CliError("ScenarioArgumentsInvalid", `one file at a time, got ${file} and ${arg}`, { reason: arg });
  }
  if (file === null) throw new CliError("ScenarioArgumentsInvalid", "no scenario file given", { reason: "FILE" });
  return { file, json, language };
}

/** A rules error in the reader's language; an event the rules refused names the rule's own reason. */
function explain(error: RulesError, t: Translate, names: ErrorNames): string {
  return rulesErrorText(error, t, error.cause instanceof RulesError ? { reason: explain(error.cause, t, names) } : {}, names);
}

/** Where the command writes: the process's stdout and stderr, or what a test collects. */
export interface ScenarioOutput {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** The command itself: prints to `output` and returns the exit code. */
export function scenarioCommand(argv: readonly string[], output: ScenarioOutput): number {
  const languageAt = argv.indexOf("--lang");
  const fallback = translator(argv[languageAt + 1] === "ru" ? "ru" : "en");
  let t = fallback;
  // The identifiers the file's ruleset names in its refusals, once its tool is known.
  let names: ErrorNames = {};
  try {
    const { file, json, language } = parseArguments(argv);
    t = translator(language);
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      throw new CliError("ScenarioFileUnreadable", `${file}: cannot read the file`, { file });
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new CliError("ScenarioJsonInvalid", `${file}: not valid JSON`, { file, reason: error instanceof Error ? error.message : String(error) });
    }
    const tool = scenarioToolFor(data);
    names = tool.errorNames ?? {};
    const replay = tool.replayFile(data);
    output.stdout(json ? `${JSON.stringify(replay.result, null, 2)}\n` : `${replay.transcript(t).join("\n")}\n`);
    const unmet = replay.unmet;
    for (const expectation of unmet) {
      output.stderr(`${t("STC.Scenario.ExpectationUnmet", { path: expectation.path, expected: JSON.stringify(expectation.expected), actual: JSON.stringify(expectation.actual) })}\n`);
    }
    return unmet.length ? 1 : 0;
  } catch (error) {
    if (error instanceof RulesError) {
      output.stderr(`${explain(error, t, names)}\n`);
      return 2;
    }
    throw error;
  }
}
