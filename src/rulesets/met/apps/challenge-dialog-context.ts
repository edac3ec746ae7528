import type { MetCardKind } from "../data/chat";
import type { MetRecord } from "../data/read";
import { MET_DAMAGE_TYPES } from "../rules/health";
import { MET_CATEGORIES } from "../rules/traits";

export type Say = (key: string, data?: Record<string, string | number>) => string;

/** What the challenge dialog offers: the challenger's traits to lead with, the kinds open to this user, the target. */
export interface ChallengeDialogInput {
  record: MetRecord;
  targetName: string | null;
  /** Helpers a mob could gather: the other characters this user controls. */
  helpers: string[];
  storyteller: boolean;
  statuses: { id: string; label: string }[];
}

const D = "STC.Met.Dialog";

/** What a victory condition does, as the dialog and the card's bid offer it. */
export const EFFECT_KINDS = ["damage", "grapple", "status", "narrative"] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

const TARGETED: readonly MetCardKind[] = ["contested", "mob"];

/**
 * The dialog's fields that apply only to some kinds of test or some effects (003 Types of Tests, Darkness, Movement,
 * Surprise, Mixed Challenges): a field is shown, and its value read, only where it does something.
 * - the first trait: not on a simple test, which bids none;
 * - what the victory condition does (damage, a grapple, a status): only on a target, whom it befalls — a static or
 *   simple test's condition happens to no character; the damage's levels and type only for damage, the status only
 *   for a status;
 * - the target's category, its blindness and movement, surprise: only on a target;
 * - the challenger's blindness: only where a darkness retest can follow, a challenge against a target; its moving
 *   more than one step: wherever it bids a trait;
 * - the difficulty: a static test's alone; "only a win succeeds": a simple test's alone.
 */
export const DIALOG_FIELDS = {
  firstTrait: { kinds: ["contested", "mob", "static"] },
  effectKind: { kinds: TARGETED },
  levels: { kinds: TARGETED, effects: ["damage"] },
  damageType: { kinds: TARGETED, effects: ["damage"] },
  status: { kinds: TARGETED, effects: ["status"] },
  defenderCategory: { kinds: TARGETED },
  situation: { kinds: ["contested", "mob", "static"] },
  blindChallenger: { kinds: TARGETED },
  movedChallenger: { kinds: ["contested", "mob", "static"] },
  blindDefender: { kinds: TARGETED },
  movedDefender: { kinds: TARGETED },
  difficulty: { kinds: ["static"] },
  surprise: { kinds: TARGETED },
  needsWin: { kinds: ["simple"] },
} satisfies Record<string, { kinds: readonly MetCardKind[]; effects?: readonly EffectKind[] }>;
export type DialogField = keyof typeof DIALOG_FIELDS;

/** Whether a field applies to this kind of test with this effect chosen. */
export function fieldApplies(field: DialogField, kind: MetCardKind, effect: string): boolean {
  const rule: { kinds: readonly MetCardKind[]; effects?: readonly string[] } = DIALOG_FIELDS[field];
  return rule.kinds.includes(kind) && (rule.effects === undefined || rule.effects.includes(effect));
}

/** The fields' data attributes, as the template writes them: the kinds and the effects each applies to, spaced. */
function fieldAttributes(): Record<DialogField, { kinds: string; effects: string }> {
  const entries = Object.entries(DIALOG_FIELDS).map(([field, rule]: [string, { kinds: readonly string[]; effects?: readonly string[] }]) => [field, { kinds: rule.kinds.join(" "), effects: rule.effects?.join(" ") ?? "" }]);
  return Object.fromEntries(entries) as Record<DialogField, { kinds: string; effects: string }>;
}

/** The kinds of challenge this user may begin now: contested and mob need a target, a static test the Storyteller. */
export function openKinds(input: Pick<ChallengeDialogInput, "targetName" | "helpers" | "storyteller">): MetCardKind[] {
  const kinds: MetCardKind[] = [];
  if (input.targetName) kinds.push("contested");
  if (input.targetName && input.helpers.length > 0) kinds.push("mob");
  if (input.storyteller) kinds.push("static");
  kinds.push("simple");
  return kinds;
}

export function challengeDialogContext(input: ChallengeDialogInput, say: Say) {
  const kinds = openKinds(input);
  return {
    kinds: kinds.map((kind, index) => ({ value: kind, label: say(`STC.Met.Card.Title.${kind}`), checked: index === 0 })),
    target: input.targetName ? say(`${D}.Target`, { name: input.targetName }) : say(`${D}.NoTarget`),
    helpers: input.helpers.length ? say(`${D}.Helpers`, { names: input.helpers.join(", ") }) : "",
    traitGroups: MET_CATEGORIES.map((category) => ({
      label: say(`STC.Met.Category.${category}`),
      traits: input.record.traits[category].map((trait) => ({ value: trait.name, label: trait.count > 1 ? `${trait.name} ×${trait.count}` : trait.name })),
    })).filter((group) => group.traits.length > 0),
    effectKinds: EFFECT_KINDS.map((kind) => ({ value: kind, label: say(`STC.Met.Card.EffectKind.${kind}`) })),
    /** For each field that applies only sometimes, where it does: the stylesheet hides it elsewhere as the choice changes. */
    when: fieldAttributes(),
    damageTypes: MET_DAMAGE_TYPES.map((type) => ({ value: type, label: say(`STC.Met.Damage.${type}`) })),
    statuses: input.statuses,
    storyteller: input.storyteller,
    hasTarget: input.targetName !== null,
    /** A mixed challenge: the category the target bids in, the challenger's own by default. */
    defenderCategories: [{ value: "", label: say(`${D}.DefenderOwnCategory`) }, ...MET_CATEGORIES.map((category) => ({ value: category, label: say(`STC.Met.Category.${category}`) }))],
  };
}

export type ChallengeDialogContext = ReturnType<typeof challengeDialogContext>;
