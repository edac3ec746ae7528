import { playStreamlinedRound } from "./round/register";

/** Streamlined's part of `init` when the world plays it: its sheets, chain cards, round and tracker. */
export function playStreamlined(): void {
  playStreamlinedRound();
}
