import type { NamedModifier, PoolPart } from "../rules/combat/roll-plan";
import type { RollSummary } from "../rules/ruleset/attack-summary";

import { signed } from "../../../rules/signed";
import type { Translate } from "../../../rules/translate";

const STEP_KEYS: Record<string, string> = {
  attackRoll: "STC.Classic.Combat.Step.attackRoll",
  defenceRoll: "STC.Classic.Combat.Step.defenceRoll",
  damageRoll: "STC.Classic.Combat.Step.damageRoll",
  soakRoll: "STC.Classic.Combat.Step.soakRoll",
  effectRoll: "STC.Classic.Combat.Step.effectRoll",
  abortWillpower: "STC.Classic.Scenario.Step.abortWillpower",
  escapeRoll: "STC.Classic.Scenario.Step.escapeRoll",
  holderRoll: "STC.Classic.Scenario.Step.holderRoll",
};

const partText = (t: Translate, part: PoolPart) => `${t(`STC.Classic.Scenario.Part.${part.id}`)} ${part.dice}`;
const modifierName = (t: Translate, modifier: NamedModifier) => t(`STC.Classic.Combat.Modifier.${modifier.id}`, modifier.data ?? {});

/** When the modifiers add up past the difficulty's range, says so: the rules held it at 2 or 10. */
function outOfRange(t: Translate, roll: Pick<RollSummary, "modifiers" | "baseDifficulty" | "difficulty">): string {
  const total = roll.modifiers.reduce((sum, modifier) => sum + (modifier.difficulty ?? 0), roll.baseDifficulty);
  return total === roll.difficulty ? "" : `; ${t("STC.Classic.Scenario.DifficultyOutOfRange", { total })}`;
}

/** A pool's parts and difficulty, every modifier named. */
export function poolText(t: Translate, roll: Pick<RollSummary, "parts" | "modifiers" | "baseDifficulty" | "difficulty">): { parts: string; difficulty: string } {
  const dice = roll.modifiers.filter((modifier) => (modifier.dice ?? 0) !== 0).map((modifier) => `${modifierName(t, modifier)} ${signed(modifier.dice ?? 0)}`);
  const hard = roll.modifiers.filter((modifier) => (modifier.difficulty ?? 0) !== 0).map((modifier) => `${modifierName(t, modifier)} ${signed(modifier.difficulty ?? 0)}`);
  const parts = [...roll.parts.map((part) => partText(t, part)), ...dice];
  return {
    parts: parts.length ? parts.join(", ") : "0",
    difficulty: hard.length ? `${roll.difficulty} (${[String(roll.baseDifficulty), ...hard].join(", ")}${outOfRange(t, roll)})` : String(roll.difficulty),
  };
}

/** One roll: its pool, difficulty, faces and net successes, then its automatic successes, the ones' cancelling, a botch. */
export function rollLine(t: Translate, roll: RollSummary): string {
  const automatic = roll.modifiers.filter((modifier) => (modifier.successes ?? 0) !== 0).map((modifier) => `${modifierName(t, modifier)} ${signed(modifier.successes ?? 0)}`);
  let line = t("STC.Classic.Scenario.Roll", {
    roll: t(STEP_KEYS[roll.step] ?? `STC.Classic.Scenario.Step.${roll.step}`),
    pool: roll.pool,
    ...poolText(t, roll),
    faces: roll.faces.length ? roll.faces.join(", ") : t("STC.Classic.Scenario.NoDice"),
    net: roll.net,
  });
  if (automatic.length || roll.automatic > 0) line += ` ${t("STC.Classic.Scenario.Automatic", { successes: roll.automatic, parts: automatic.join(", ") || t("STC.Classic.Dice.Willpower") })}`;
  if (roll.cancelled > 0) line += ` ${t("STC.Classic.Scenario.CancelledByOnes", { count: roll.cancelled })}`;
  if (roll.botch) line += ` ${t("STC.Classic.Dice.Botch")}.`;
  return line;
}
