/**
 * The Classic ruleset's options, where the classic seeds disagree (rules map). Each is a world setting
 * in Foundry; the rules take them as plain data and never read settings themselves.
 */
export const CLASSIC_OPTION_CHOICES = {
  /** Dexterity + Athletics (V20 / W20) or Dexterity + Dodge (Revised, 000). */
  dodgeAbility: ["athletics", "dodge"],
  /** 004: defence successes cancel attack successes; 000 §2.11: they remove attack dice. */
  defenceMode: ["subtractSuccesses", "removeDice"],
  /** V20: lethal; 000 §3.3: bashing unless the head is the target. */
  firearmsVsVampires: ["lethal", "bashingUnlessHead"],
  /** 000 §3.3-4.2: a damage success is a stroke, two strokes a health level. */
  halfLevelDamage: [false, true],
  /** 004: stunned by damage ≥ Stamina; 000 §2.10: dazed by damage > Stamina (+2 for vampires). */
  stunRule: ["stun", "dazed"],
  /** Attacks on a held but struggling target: 004 Immobilization −2 difficulty; 000 §2.10 +2 dice. */
  heldTargetBonus: ["difficulty", "dice"],
  /** A specialty's 10s count twice (V20 core). */
  specialtyTens: [true, false],
  /** Initiative is rolled anew each round (V20 core). */
  rerollEachRound: [true, false],
} as const;

export type ClassicOptions = { -readonly [K in keyof typeof CLASSIC_OPTION_CHOICES]: (typeof CLASSIC_OPTION_CHOICES)[K][number] };

/** The first choice of each option is its default. */
export const CLASSIC_DEFAULTS: Readonly<ClassicOptions> = Object.freeze({
  dodgeAbility: "athletics",
  defenceMode: "subtractSuccesses",
  firearmsVsVampires: "lethal",
  halfLevelDamage: false,
  stunRule: "stun",
  heldTargetBonus: "difficulty",
  specialtyTens: true,
  rerollEachRound: true,
});
