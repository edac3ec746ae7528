// `npm run scenario -- FILE [--json] [--lang en|ru]`: the command of scripts/scenario-cli.ts, run with this
// process's arguments, writing to its stdout and stderr, and exiting with the code it returns.
import { scenarioCommand } from "./scenario-cli";

process.exitCode = scenarioCommand(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
