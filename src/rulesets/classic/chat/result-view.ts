/* What a chain did to its target, and the statuses it started, each with how long it lasts and what it does. */
import type { ClassicAttackChain } from "../rules/combat/chain";
import { trackBoxes } from "../rules/health/track";
import { woundLevel, woundPenalty } from "../rules/health/wounds";
import { signed } from "../../../rules/signed";
import { statusCombatEffect } from "../rules/status/combat-effects";
import { mergeStatuses } from "../rules/status/active";
import type { StatusEffect } from "../rules/status/types";
import type { ResultView, Translate } from "./chain-card-views";
import type { Count } from "./roll-view";

/** How long a status lasts, from the round it was started in: this turn, the next, some turns, or until it ends. */
export function lasts(status: StatusEffect, round: number, t: Translate, n: Count): string {
  const data = { status: t(`STC.Classic.Chain.Card.Status.${status.id}`) };
  if (status.expiresAfterRound === null) {
    if (status.id === "held") return t("STC.Classic.Chain.Card.Lasts.untilBroken", data);
    if (status.id === "incapacitated" || status.id === "torpor") return t("STC.Classic.Chain.Card.Lasts.untilHealed", data);
    return t("STC.Classic.Chain.Card.Lasts.untilEnded", data);
  }
  const turns = status.expiresAfterRound - round;
  if (turns <= 0) return t("STC.Classic.Chain.Card.Lasts.thisTurn", data);
  if (turns === 1) return t("STC.Classic.Chain.Card.Lasts.nextTurn", data);
  return n("STC.Classic.Chain.Card.Lasts.turns", turns, data);
}

/** What a status does in a fight, from the rules' own table of its effects (and a knockdown's own numbers). */
export function does(status: StatusEffect, t: Translate, n: Count): string[] {
  const effect = statusCombatEffect(status.id);
  const said: string[] = [];
  if (status.id === "dazed") said.push(t("STC.Classic.Chain.Card.Does.losesTurn"));
  else if (effect.cannotAct) said.push(t("STC.Classic.Chain.Card.Does.cannotAct"));
  if (status.id === "knockedDown") said.push(status.losesAction ? t("STC.Classic.Chain.Card.Does.getsUp") : t("STC.Classic.Chain.Card.Does.initiative", { value: signed(-(status.value ?? 0)) }));
  if (effect.losesValueDice && status.value) said.push(n("STC.Classic.Chain.Card.Does.losesDice", status.value));
  if (effect.ownDifficulty) said.push(t("STC.Classic.Chain.Card.Does.ownDifficulty", { value: signed(effect.ownDifficulty) }));
  if (effect.noDefence && !effect.automaticHit) said.push(t("STC.Classic.Chain.Card.Does.noDefence"));
  if (effect.attackersDifficulty) said.push(t("STC.Classic.Chain.Card.Does.attackersDifficulty", { value: signed(effect.attackersDifficulty) }));
  if (effect.heldTarget) said.push(t("STC.Classic.Chain.Card.Does.held"));
  if (effect.automaticHit) said.push(t("STC.Classic.Chain.Card.Does.automaticHit"));
  return said;
}

/** "Stunned until the end of next turn; no actions; attacks against them −2 difficulty". */
const statusLine = (status: StatusEffect, round: number, t: Translate, n: Count): string => [lasts(status, round, t, n), ...does(status, t, n)].join("; ");

/**
 * What the result says beyond the track, each once: why the roll against the maneuver's effect was not made, and
 * the bashing that the track's overflow turned into lethal (V20 core: bashing beyond Incapacitated becomes lethal).
 */
export function resultNotes(chain: ClassicAttackChain, n: Count, t: Translate): string[] {
  const notes: string[] = [];
  const skipped = chain.effectRoll?.skipped;
  if (skipped) notes.push(t(`STC.Classic.Chain.Card.EffectSkipped.${skipped}`));
  const upgraded = chain.result?.damage?.upgradedToLethal ?? 0;
  if (upgraded > 0) notes.push(n("STC.Classic.Chain.Card.Rollover", upgraded));
  return notes;
}

export function resultView(chain: ClassicAttackChain, t: Translate, n: Count): ResultView | null {
  const result = chain.result;
  if (!result || !chain.history.includes("apply")) return null;
  const damage = result.damage;
  const after = result.after;
  const level = woundLevel(after.health);
  const penalty = woundPenalty(after.health);
  // Incapacitation is said once, as the status with what it does, not beside the track's level of the same name.
  const incapacitated = result.consequence === "incapacitated" ? (after.statuses.find((status) => status.id === "incapacitated") ?? { id: "incapacitated", sinceRound: chain.plan.round, expiresAfterRound: null }) : null;
  const wound = incapacitated
    ? ""
    : !level
      ? t("STC.Classic.Health.Unhurt")
      : level === "incapacitated"
        ? t("STC.Classic.Health.State", { level: t(`STC.Classic.Health.Level.${level}`) })
        : penalty
          ? t("STC.Classic.Chain.Card.Wound", { level: t(`STC.Classic.Health.Level.${level}`), penalty: n("STC.Classic.Chain.Card.Penalty", -penalty) })
          : t("STC.Classic.Chain.Card.WoundNoPenalty", { level: t(`STC.Classic.Health.Level.${level}`) });
  // Two stuns from one attack (the damage's and the maneuver's) are one status on the target: the longer is shown.
  const started = mergeStatuses([], result.started);
  return {
    damage: damage
      ? t(`STC.Classic.Chain.Card.DamageTaken.${damage.type}`, { levels: n("STC.Classic.Chain.Card.Levels", damage.levels) })
      : t("STC.Classic.Chain.NoDamageTaken"),
    boxes: trackBoxes(after.health).map((box) => {
      const state = box.strokes[0] ?? "none";
      const half = box.strokes.length === 1;
      return { state, half, label: `${t(`STC.Classic.Health.Level.${box.level}`)}: ${t(`STC.Classic.Health.Box.${state}${half ? "Half" : ""}`)}` };
    }),
    woundLevel: wound,
    statuses: started.map((status) => statusLine(status, chain.plan.round, t, n)),
    consequence: incapacitated ? statusLine(incapacitated, chain.plan.round, t, n) : result.consequence === "none" ? "" : t(`STC.Classic.Combat.Consequence.${result.consequence}`),
    notes: resultNotes(chain, n, t),
  };
}
