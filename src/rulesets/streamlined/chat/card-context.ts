import { inSentence } from "../../../apps/in-sentence";
import type { Refusal } from "../../../outcome";
import type { StreamlinedAttackKind, StreamlinedChain } from "../rules/chain";
import { currentHealth, type HealthPoints } from "../rules/health";
import { faceSuccesses, type StreamlinedRoll } from "../rules/pool";

export type Say = (key: string, data?: Record<string, string | number>) => string;

/** What a card shows its reader, as plain data (read from the message, the viewer and the logged-in users). */
export interface AttackCardInput {
  kind: StreamlinedAttackKind;
  names: { attacker: string; target: string; weapon: string };
  chain: StreamlinedChain | null;
  error: Refusal | null;
  viewer: { isGM: boolean; ownsAttacker: boolean; ownsTarget: boolean };
  undone: boolean;
  /** No Storyteller's client wrote the card: nothing on it is acted on. */
  untrusted: boolean;
  noStoryteller: boolean;
}

/** How a die counts, marked on the card as Classic's cards mark theirs: a success, or none. */
export type StreamlinedDieStatus = "success" | "failure";

export interface DieView {
  face: number;
  worth: 0 | 1 | 2;
  status: StreamlinedDieStatus;
  /** A 10: two successes (001), marked apart from a single one. */
  double: boolean;
  /** What the die counts, in words: its tooltip and its label, so its colour is never all there is. */
  hint: string;
}

export interface StepLine {
  step: string;
  title: string;
  text: string;
  dice: DieView[];
}

export interface AttackCardContext {
  title: string;
  outcome: { id: string; text: string } | null;
  health: string;
  lines: StepLine[];
  pending: { step: string; text: string; button: string | null; disabled: boolean } | null;
  undo: boolean;
  undone: string | null;
  warning: string | null;
  error: string | null;
}

const T = "STC.Streamlined.Chain";

/** Each die of a roll as the rules count it (001): 6-9 one success, 10 two, 1-5 none. */
function diceOf(roll: StreamlinedRoll | null, say: Say): DieView[] {
  return (roll?.faces ?? []).map((face) => {
    const worth = faceSuccesses(face);
    const key = worth === 2 ? "double" : worth === 1 ? "success" : "failure";
    return { face, worth, status: worth > 0 ? "success" : "failure", double: worth === 2, hint: say(`STC.Streamlined.Die.${key}`) };
  });
}

function healthText(say: Say, name: string, health: HealthPoints): string {
  if (health.dead) return say(`${T}.HealthDead`, { name });
  return say(`${T}.Health`, { name, current: currentHealth(health), max: health.max });
}

function attackLine(chain: StreamlinedChain, input: AttackCardInput, say: Say): StepLine {
  const start = chain.input;
  const parts = [say(`STC.Trait.${start.attribute}`), say(`STC.Trait.${start.skill}`)].join(" + ");
  const penalty = start.penalty ? say(`${T}.Penalty`, { penalty: start.penalty }) : "";
  return {
    step: "attackRoll",
    title: say(`${T}.Step.attackRoll`),
    text: say(`${T}.AttackLine`, { name: input.names.attacker, parts: parts + penalty, pool: chain.attackPool, successes: chain.attack?.successes ?? 0 }),
    dice: diceOf(chain.attack, say),
  };
}

function defenceLine(chain: StreamlinedChain, input: AttackCardInput, say: Say): StepLine {
  const defence = chain.defence;
  if (!defence.rolls) {
    const why = chain.input.surprised ? "Surprised" : "Helpless";
    return { step: "defenceRoll", title: say(`${T}.Step.defenceRoll`), text: say(`${T}.NoDefence.${why}`, { name: input.names.target }), dice: [] };
  }
  const parts = [say(`${T}.DefenceBase.${defence.base ?? "dexterityAthletics"}`)];
  if (defence.armourDice) parts.push(say(`${T}.ArmourDice`, { dice: defence.armourDice }));
  if (defence.evadeDice) parts.push(say(`${T}.EvadeDice`, { dice: defence.evadeDice }));
  return {
    step: "defenceRoll",
    title: say(`${T}.Step.defenceRoll`),
    text: say(`${T}.DefenceLine`, { name: input.names.target, parts: parts.join(" + "), pool: defence.pool, successes: chain.defenceRoll?.successes ?? 0 }),
    dice: diceOf(chain.defenceRoll, say),
  };
}

function damageLine(chain: StreamlinedChain, say: Say): StepLine {
  return {
    step: "damageRoll",
    title: say(`${T}.Step.damageRoll`),
    text: say(`${T}.DamageLine`, { pool: chain.damagePool ?? 0, margin: chain.margin ?? 0, modifier: chain.input.weaponModifier ?? 0, successes: chain.damage?.successes ?? 0 }),
    dice: diceOf(chain.damage, say),
  };
}

function outcomeOf(chain: StreamlinedChain, input: AttackCardInput, say: Say): AttackCardContext["outcome"] {
  const result = chain.result;
  if (!result) {
    if (chain.contestOutcome === "win" && chain.input.kind === "attack") return { id: "win", text: say(`${T}.Outcome.winPending`, { margin: chain.margin ?? 0 }) };
    return null;
  }
  const names = { attacker: input.names.attacker, target: input.names.target, margin: result.margin };
  switch (result.outcome) {
    case "win": {
      const change = result.change;
      const type = inSentence(say(`STC.Streamlined.Damage.${chain.input.damageType ?? "bashing"}`));
      const text = say(`${T}.Outcome.win`, { ...names, points: change?.taken ?? 0, type });
      return { id: "win", text: change?.incapacitated ? `${text} ${say(`${T}.Outcome.downed`, names)}` : text };
    }
    case "killingBlow": {
      const change = result.change;
      const text = say(`${T}.Outcome.killingBlow`, { ...names, points: change?.pastZero ?? 0 });
      return { id: "killingBlow", text: change?.killed ? `${text} ${say(`${T}.Outcome.killed`, names)}` : text };
    }
    default:
      return { id: result.outcome, text: say(`${T}.Outcome.${result.outcome}`, names) };
  }
}

function pendingOf(chain: StreamlinedChain, input: AttackCardInput, say: Say): AttackCardContext["pending"] {
  if (chain.next !== "defenceRoll" && chain.next !== "damageRoll") return null;
  const step = chain.next;
  const mine = input.viewer.isGM || (step === "defenceRoll" ? input.viewer.ownsTarget : input.viewer.ownsAttacker);
  const name = step === "defenceRoll" ? input.names.target : input.names.attacker;
  const pool = step === "defenceRoll" ? chain.defence.pool : (chain.damagePool ?? 0);
  const text = input.noStoryteller ? say(`${T}.NoStoryteller`) : say(`${T}.Waiting.${step}`, { name, pool });
  return { step, text, button: mine && !input.untrusted ? say(`${T}.Button.${step}`) : null, disabled: input.noStoryteller };
}

const TITLES: Record<StreamlinedAttackKind, string> = { attack: "Title.attack", grapple: "Title.grapple", killingBlow: "Title.killingBlow" };

/** The card of one Streamlined attack, worded for its reader: outcome and Health on top, a line per step, the step pending. */
export function attackCardContext(input: AttackCardInput, say: Say): AttackCardContext {
  const title = say(`${T}.${TITLES[input.kind]}`, { attacker: input.names.attacker, target: input.names.target, weapon: input.names.weapon });
  const warning = input.untrusted ? say(`${T}.Untrusted`) : null;
  const chain = input.chain;
  if (!chain) {
    const error = input.error ? say(input.error.key, input.error.data) : say(`${T}.Error.RecordInvalid`, { reason: "" });
    return { title, outcome: null, health: "", lines: [], pending: null, undo: false, undone: null, warning, error };
  }
  const lines: StepLine[] = [];
  if (chain.attack) lines.push(attackLine(chain, input, say));
  if (chain.attack && chain.next !== "defenceRoll") lines.push(defenceLine(chain, input, say));
  if (chain.damage) lines.push(damageLine(chain, say));
  const health = chain.result?.change?.after ?? chain.input.target.health;
  const undoable = Boolean(chain.result?.change ?? chain.result?.hold);
  return {
    title,
    outcome: outcomeOf(chain, input, say),
    health: healthText(say, input.names.target, input.undone && chain.result?.change ? chain.result.change.before : health),
    lines,
    pending: input.undone ? null : pendingOf(chain, input, say),
    undo: input.viewer.isGM && undoable && !input.undone && !input.untrusted,
    undone: input.undone ? say(`${T}.Undone`) : null,
    warning,
    error: null,
  };
}

/** The escape's card: both rolls and whether the held character broke free. */
export interface EscapeCardInput {
  names: { held: string; holder: string };
  escape: StreamlinedRoll;
  grip: StreamlinedRoll;
  /** As the rules read the two rolls (rules/grapple.ts escapeResult). */
  freed: boolean;
  untrusted: boolean;
}

export function escapeCardContext(input: EscapeCardInput, say: Say): { title: string; outcome: { id: string; text: string }; lines: StepLine[]; warning: string | null } {
  const freed = input.freed;
  return {
    title: say(`${T}.Escape.Title`, { held: input.names.held, holder: input.names.holder }),
    outcome: { id: freed ? "freed" : "held", text: say(`${T}.Escape.${freed ? "Freed" : "StillHeld"}`, input.names) },
    lines: [
      { step: "escape", title: say(`${T}.Escape.Attempt`), text: say(`${T}.Escape.Line`, { name: input.names.held, pool: input.escape.pool, successes: input.escape.successes }), dice: diceOf(input.escape, say) },
      { step: "grip", title: say(`${T}.Escape.Grip`), text: say(`${T}.Escape.Line`, { name: input.names.holder, pool: input.grip.pool, successes: input.grip.successes }), dice: diceOf(input.grip, say) },
    ],
    warning: input.untrusted ? say(`${T}.Untrusted`) : null,
  };
}
