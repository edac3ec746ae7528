// `npm run bench`: the numbers the README's table keeps. Timings are medians of repeated runs; nothing
// here is a test and no number here fails a build.
import { benchAttacks } from "./bench/attacks";
import { benchBundle } from "./bench/bundle";
import { benchChainBytes } from "./bench/chain-bytes";
import { benchChronicleSheet } from "./bench/chronicle-sheet";
import type { BenchRow } from "./bench/measure";
import { benchOdds } from "./bench/odds";
import { benchRequests } from "./bench/requests";
import { benchRound } from "./bench/round";
import { benchSheet } from "./bench/sheet";
import { benchTracker } from "./bench/tracker";
import { benchTurns } from "./bench/turns";

const sections: [string, () => BenchRow[] | Promise<BenchRow[]>][] = [
  ["odds", benchOdds],
  ["turns", benchTurns],
  ["attacks", benchAttacks],
  ["chain-bytes", benchChainBytes],
  ["round", benchRound],
  ["requests", benchRequests],
  ["sheet", benchSheet],
  ["chronicle-sheet", benchChronicleSheet],
  ["tracker", benchTracker],
  ["bundle", benchBundle],
];

const wanted = process.argv.slice(2);
const rows: BenchRow[] = [];
for (const [name, bench] of sections) {
  if (wanted.length && !wanted.includes(name)) continue;
  rows.push(...(await bench()));
}
console.log(`| Measure | Value |\n|---|---|\n${rows.map((row) => `| ${row.measure} | ${row.value} |`).join("\n")}`);
console.log(`\nNode ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
