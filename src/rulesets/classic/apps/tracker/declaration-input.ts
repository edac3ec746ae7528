import { SYSTEM_ID } from "../../../../constants";
import { itemDisplayName } from "../../../../data/item/display-name";
import { isChainMessage } from "../../chat/documents";
import type { ClassicCombat } from "../../documents/combat";
import type { CheckedDeclaration } from "../../rules/actions/check-declaration";
import { DEFENCE_KINDS, type DefenceKind } from "../../rules/actions/declaration";
import type { RoundResources } from "../../rules/actions/resources";
import type { CombatSummary } from "../../rules/combat/combat-summary";
import { resourcesOf, statsOf } from "../../round/combatant-stats";
import { classicActorData } from "../../data/actor/base";
import { singleAttack, valuesFromDeclaration, type DeclarationFormValues, type SheetPools } from "./declaration-form";

/** Everything the declaration form reads from the documents, for one combatant and the viewing user. */
export interface DeclarationSources {
  name: string;
  targets: { id: string; name: string }[];
  resources: RoundResources;
  pools: SheetPools;
  mustGetUp: boolean;
  last: CheckedDeclaration | null;
}

const NO_RESOURCES: RoundResources = { willpower: { permanent: 0, current: 0 }, blood: null, bloodPerTurn: null, celerity: 0, rage: null };

function summaryOf(actor: Actor.Implementation | null): CombatSummary | null {
  const system: unknown = actor?.system;
  return classicActorData(system)?.derived.combat ?? null;
}

function attackLabel(actor: Actor.Implementation, key: string): string {
  if (key === "unarmed") return game.i18n?.localize("STC.Classic.Attack.Unarmed") ?? key;
  const item = actor.items.get(key);
  if (!item) return key;
  const identifier = (item.system as { identifier?: unknown }).identifier;
  const sourceName = item.getFlag(SYSTEM_ID, "sourceName");
  const named = { name: item.name, identifier: typeof identifier === "string" ? identifier : "", sourceName: typeof sourceName === "string" ? sourceName : null };
  return game.i18n ? itemDisplayName(named, game.i18n) : item.name;
}

/**
 * The pools the character's sheet shows (its combat summary): the attacks it can make now, the weapon in hand
 * first, and each defence it can use now.
 */
export function sheetPoolsOf(actor: Actor.Implementation | null): SheetPools {
  const summary = summaryOf(actor);
  const defences = Object.fromEntries(DEFENCE_KINDS.map((kind) => [kind, null])) as Record<DefenceKind, number | null>;
  if (!actor || !summary) return { attacks: [], defences };
  for (const defence of summary.defences) if (defence.available) defences[defence.kind] = defence.roll.pool;
  const attacks = summary.attacks.flatMap((attack) => (attack.available && attack.roll ? [{ key: attack.key, label: attackLabel(actor, attack.key), pool: attack.roll.pool }] : []));
  const inHand = attacks.findIndex((attack) => attack.key === summary.inHand);
  if (inHand > 0) attacks.unshift(...attacks.splice(inHand, 1));
  return { attacks, defences };
}

/** Everyone else in the round the viewer may name (a player does not see hidden combatants). */
export function declarationTargets(combat: ClassicCombat, combatantId: string): { id: string; name: string }[] {
  const viewer = game.user;
  return combat.combatants.contents
    .filter((combatant) => combatant.id !== combatantId && (viewer?.isGM || !combatant.hidden))
    .map((combatant) => ({ id: combatant.id ?? "", name: combatant.name ?? "" }));
}

export function declarationSources(combat: ClassicCombat, combatantId: string): DeclarationSources {
  const combatant = combat.combatants.get(combatantId);
  const stats = combatant ? statsOf(combatant) : null;
  const inRound = combat.roundState?.combatants.find((entry) => entry.id === combatantId);
  return {
    name: combatant?.name ?? "",
    targets: declarationTargets(combat, combatantId),
    resources: combatant && stats ? resourcesOf(combatant, stats) : NO_RESOURCES,
    pools: sheetPoolsOf(combatant?.actor ?? null),
    mustGetUp: inRound?.condition.mustGetUp ?? false,
    last: inRound?.lastDeclaration ?? null,
  };
}

/** The combatant this user targets on the canvas, when it is exactly one token of another combatant. */
function targetedCombatant(combat: ClassicCombat, targets: readonly { id: string }[]): string | null {
  const tokens = [...(game.user?.targets ?? [])];
  if (tokens.length !== 1) return null;
  const token = tokens[0];
  const found = combat.combatants.find((combatant) => (token?.id !== undefined && combatant.tokenId === token.id) || (token?.actor?.id !== undefined && combatant.actorId === token.actor.id));
  return found && targets.some((target) => target.id === found.id) ? (found.id ?? null) : null;
}

/** The combatant whose actor this combatant's actor attacked last, by the chain cards in the chat log. */
function attackedLast(combat: ClassicCombat, combatantId: string, targets: readonly { id: string }[]): string | null {
  const actorId = combat.combatants.get(combatantId)?.actorId;
  if (!actorId) return null;
  const messages = game.messages?.contents ?? [];
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (!isChainMessage(message) || message.system.attacker.actorId !== actorId) continue;
    const targetActor = message.system.target.actorId;
    const found = combat.combatants.find((combatant) => combatant.actorId === targetActor && targets.some((target) => target.id === combatant.id));
    if (found) return found.id ?? null;
  }
  return null;
}

/**
 * The values the form opens with: a single attack on the user's targeted token when there is one; else the
 * character's declaration of the round before ("same as last turn"); else a single attack on the combatant it
 * attacked last, or on the first one listed.
 */
export function initialValues(combat: ClassicCombat, combatantId: string, sources: DeclarationSources): DeclarationFormValues {
  const targeted = targetedCombatant(combat, sources.targets);
  if (targeted) return singleAttack(targeted, sources.pools);
  const fallback = attackedLast(combat, combatantId, sources.targets) ?? sources.targets[0]?.id ?? "";
  if (sources.last) return valuesFromDeclaration(sources.last, sources.targets, fallback, sources.pools);
  return singleAttack(fallback, sources.pools);
}
