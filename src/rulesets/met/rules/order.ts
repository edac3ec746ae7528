import { baseTraits, type MetCharacter } from "./character";
import { MetError } from "./errors";
import type { MetCategory } from "./traits";

/**
 * What a character means to do this round, as far as the order of actions needs it (003 Order of Actions,
 * Initiative Exceptions, Multiple Participants, Multiple Actions).
 */
export interface RoundIntent {
  character: MetCharacter;
  /** The categories of the tests its action needs; empty: no test (its initiative is its Physical traits). */
  categories: readonly MetCategory[];
  /** A full-round action: Alacrity does not count (003 Full Round Actions). */
  fullRound?: boolean;
  /** `immediate`: used at any time, before initiative; `endOfTurn`: after everyone's initiative, before extra actions. */
  timing?: "initiative" | "immediate" | "endOfTurn";
  /** The id of the character whose physical challenge this one answers with an attack: resolved together, on the faster's initiative. */
  counterAttacks?: string;
  /** The extra actions it takes this round (Swiftness, Legerity, Black Metamorphosis), by their power's name, in order. */
  extraActions?: readonly string[];
}

/** A step of the round: everyone whose action resolves on this initiative, simultaneous, in the Storyteller's order. */
export interface OrderStep {
  initiative: number;
  ids: string[];
}

/** An extra action step: everyone taking their n-th extra action, at once, whatever its source. */
export interface ExtraActionStep {
  count: number;
  actions: { id: string; power: string }[];
}

export interface RoundOrder {
  /** Each character's own initiative: its other actions resolve there. */
  initiative: Record<string, number>;
  immediate: string[];
  steps: OrderStep[];
  endOfTurn: string[];
  extraActions: ExtraActionStep[];
}

/**
 * A character's initiative for its action (003 Order of Actions): its base traits in the action's category
 * (for several, the lowest, 003 Multiple Tests), plus Alacrity unless the action takes the full round. Weapons,
 * rituals, merits and other bonuses never count; no test: Physical traits.
 */
export function initiativeOf(intent: Pick<RoundIntent, "character" | "categories" | "fullRound">): number {
  const categories = intent.categories.length > 0 ? intent.categories : (["physical"] as const);
  const base = Math.min(...categories.map((category) => baseTraits(intent.character, category)));
  return base + (intent.fullRound ? 0 : intent.character.alacrity);
}

/**
 * The round's order. Steps from the highest initiative down; equal initiatives act simultaneously, in the
 * Storyteller's `tieOrder` (ids; the intents' order for those it leaves out). A counter-attack resolves in the
 * step of the faster of the two (003 Multiple Participants). Then end-of-turn actions, then the extra actions by
 * count: everyone's first extra action together, then everyone's second, and so on (003 Multiple Actions).
 */
export function roundOrder(intents: readonly RoundIntent[], tieOrder: readonly string[] = []): RoundOrder {
  const ids = intents.map((intent) => intent.character.id);
  if (new Set(ids).size !== ids.length) throw new MetError("MetOrderDuplicate", "Each character has one place in the round's order.", {});
  const initiative = Object.fromEntries(intents.map((intent) => [intent.character.id, initiativeOf(intent)]));
  // A counter-attack and the attack it answers are one challenge, on the faster one's initiative.
  const partner = new Map<string, string>();
  for (const intent of intents) {
    if (intent.counterAttacks === undefined) continue;
    if (initiative[intent.counterAttacks] === undefined) throw new MetError("MetOrderUnknown", `${intent.character.name} answers someone who is not in the round.`, { who: intent.character.name });
    partner.set(intent.character.id, intent.counterAttacks);
    partner.set(intent.counterAttacks, intent.character.id);
  }
  const rank = (id: string) => {
    const at = tieOrder.indexOf(id);
    return at === -1 ? tieOrder.length + ids.indexOf(id) : at;
  };
  const byStep = new Map<number, string[]>();
  for (const intent of intents) {
    if ((intent.timing ?? "initiative") !== "initiative") continue;
    const id = intent.character.id;
    const other = partner.get(id);
    const at = Math.max(initiative[id] ?? 0, other === undefined ? 0 : (initiative[other] ?? 0));
    byStep.set(at, [...(byStep.get(at) ?? []), id]);
  }
  const steps = [...byStep.entries()].sort(([a], [b]) => b - a).map(([at, stepIds]) => ({ initiative: at, ids: [...stepIds].sort((a, b) => rank(a) - rank(b)) }));
  const timed = (timing: "immediate" | "endOfTurn") => intents.filter((intent) => intent.timing === timing).map((intent) => intent.character.id).sort((a, b) => rank(a) - rank(b));
  const most = Math.max(0, ...intents.map((intent) => intent.extraActions?.length ?? 0));
  const extraActions: ExtraActionStep[] = [];
  for (let count = 1; count <= most; count += 1) {
    const actions = intents
      .filter((intent) => (intent.extraActions?.length ?? 0) >= count)
      .sort((a, b) => rank(a.character.id) - rank(b.character.id))
      .map((intent) => ({ id: intent.character.id, power: intent.extraActions?.[count - 1] ?? "" }));
    extraActions.push({ count, actions });
  }
  return { initiative, immediate: timed("immediate"), steps, endOfTurn: timed("endOfTurn"), extraActions };
}

/** The extra actions a character's powers give, in order (each power's `extraActions` times), for `RoundIntent.extraActions`. */
export function extraActionsOf(character: MetCharacter, active: readonly string[] = character.powers.map((power) => power.name)): string[] {
  return character.powers.filter((power) => (power.extraActions ?? 0) > 0 && active.includes(power.name)).flatMap((power) => Array.from({ length: power.extraActions ?? 0 }, () => power.name));
}

/**
 * What an extra action allows (003 Multiple Actions): physical actions only; Celerity's three steps (six
 * without a test); Black Metamorphosis's no steps, and only with its tentacles (no weapons, no Feral Claws).
 */
export function extraActionLimits(character: MetCharacter, power: string): { physicalOnly: true; steps: number; stepsWithoutTest: number; naturalOnly: boolean } {
  const source = character.powers.find((entry) => entry.name === power);
  if (!source || (source.extraActions ?? 0) === 0) throw new MetError("MetNoExtraAction", `${power} gives ${character.name} no extra action.`, { who: character.name, power });
  const tentacles = source.extraActionSource === "blackMetamorphosis";
  return { physicalOnly: true, steps: tentacles ? 0 : 3, stepsWithoutTest: tentacles ? 0 : 6, naturalOnly: tentacles };
}

/** An extra action must be physical (003 Multiple Actions: no mental or social powers on a Celerity action). */
export function checkExtraAction(category: MetCategory): void {
  if (category !== "physical") throw new MetError("MetExtraActionPhysical", "An extra action may only be a physical action.", {});
}
