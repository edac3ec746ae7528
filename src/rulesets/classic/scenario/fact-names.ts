/**
 * The names an `expect` block may use, by where it stands (docs/scenario-format.md). The replay computes
 * each of them (facts.ts); the validator refuses any other name, so a misspelt expectation cannot pass
 * by checking nothing.
 */
export const TURN_FACTS = ["upcoming", "held", "phase", "actionNumber"] as const;

export const ATTACK_FACTS = [
  ...TURN_FACTS,
  "actionIndex",
  "actionPenalty",
  "abort",
  "abortWillpowerSuccesses",
  "defenceAllowance",
  "plannedAttackPool",
  "plannedAttackDifficulty",
  "attackPool",
  "attackDifficulty",
  "attackModifiers",
  "attackSuccesses",
  "attackBotch",
  "defence",
  "defencePool",
  "defenceDifficulty",
  "defenceSuccesses",
  "removedDice",
  "hits",
  "damagePool",
  "damageSuccesses",
  "damageType",
  "soakPool",
  "soakDifficulty",
  "soaked",
  "left",
  "strokes",
  "levels",
  "effectPool",
  "effectDifficulty",
  "effectSuccesses",
  "effectOutcome",
  "outcome",
  "health",
  "statuses",
  "started",
  "consequence",
  "events",
  "lostActions",
] as const;

export const ESCAPE_FACTS = [...TURN_FACTS, "escapePool", "escapeSuccesses", "holderPool", "holderSuccesses", "escapeOutcome", "statuses", "holderStatuses"] as const;

export const CLINCH_FACTS = [...TURN_FACTS, "damagePool", "damageSuccesses", "soakPool", "soaked", "left", "levels", "health", "statuses", "lostActions"] as const;

export const EVENT_FACTS = {
  attack: ATTACK_FACTS,
  hold: TURN_FACTS,
  stepIn: TURN_FACTS,
  action: [...TURN_FACTS, "actionKind"],
  escape: ESCAPE_FACTS,
  clinch: CLINCH_FACTS,
  join: [...TURN_FACTS, "actsThisRound", "initiative"],
  leave: TURN_FACTS,
} as const satisfies Record<string, readonly string[]>;

/** What is known of each fighter at a moment (facts.ts `fighterFacts`): at a turn's end and at the fight's end. */
export const FIGHTER_FACTS = ["health", "statuses", "boxes", "inHand", "willpower", "blood"] as const;

export const ROUND_FACTS = [
  "initiative",
  "scores",
  "order",
  "declarationOrder",
  "pools",
  "penalties",
  "plannedPhases",
  "actionOrder",
  "phases",
  "lost",
  ...FIGHTER_FACTS,
] as const;

export const SCENARIO_FACTS = FIGHTER_FACTS;
