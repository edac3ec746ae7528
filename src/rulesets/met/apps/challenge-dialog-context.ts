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
    effectKinds: ["damage", "grapple", "status", "narrative"].map((kind) => ({ value: kind, label: say(`STC.Met.Card.EffectKind.${kind}`) })),
    damageTypes: MET_DAMAGE_TYPES.map((type) => ({ value: type, label: say(`STC.Met.Damage.${type}`) })),
    statuses: input.statuses,
    storyteller: input.storyteller,
    hasTarget: input.targetName !== null,
    /** A mixed challenge: the category the target bids in, the challenger's own by default. */
    defenderCategories: [{ value: "", label: say(`${D}.DefenderOwnCategory`) }, ...MET_CATEGORIES.map((category) => ({ value: category, label: say(`STC.Met.Category.${category}`) }))],
  };
}

export type ChallengeDialogContext = ReturnType<typeof challengeDialogContext>;
