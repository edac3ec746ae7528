import { inSentence } from "../../../../apps/in-sentence";
import { decimal, percent } from "../../../../apps/numbers";
import { formKey } from "../../../../apps/plural";
import { ABILITIES, ATTRIBUTES } from "../../../../rules/character/traits";
import { COMBAT_DISCIPLINES } from "../../rules/character/vocabulary";
import type { AttackSummary, CombatSummary, DefenceSummary, Refusal, SoakSummary } from "../../rules/combat/combat-summary";
import type { NamedModifier, PoolPart, RollPlan } from "../../rules/combat/roll-plan";
import { signed } from "../../../../rules/signed";
import type { TargetPrerequisite } from "../../rules/maneuvers/check";

/**
 * The combat tab's view of the actor's combat summary (`system.derived.combat`): every number is the rules',
 * only put into words here. Composite texts (a reason, a condition, the terms of a roll) are written in the
 * table's language, so the translator comes in with the data.
 */
export interface SheetTranslator {
  has(key: string): boolean;
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
  /** The table's language, for plural forms and numbers (Foundry's game.i18n has it); English when absent. */
  readonly lang?: string;
}

/** `format` with a plural group in the form its data's count takes (apps/plural.ts `formKey`). */
function formatCount(i18n: SheetTranslator, key: string, data: Record<string, string>): string {
  return i18n.format(formKey(key, data, i18n.lang ?? "en", (candidate) => i18n.has(candidate)), data);
}

export interface TermView {
  label: string;
  /** "4", "−1 dice", "difficulty +1": what the part or modifier adds. */
  value: string;
}

export interface RollView {
  pool: number;
  difficulty: number;
  terms: TermView[];
  /** The terms on one line, e.g. "Dexterity 4 + Brawl 3; Wound penalty −1 dice". */
  text: string;
  /** Exact chance of at least one success, and of a botch (none for rolls that cannot botch). */
  success: string;
  botch: string | null;
}

export interface AttackView {
  key: string;
  name: string;
  kind: AttackSummary["kind"];
  categoryKey: string | null;
  available: boolean;
  /** Why it cannot be made now, in words. */
  reason: string | null;
  roll: RollView | null;
  damage: { dice: number; automatic: number; typeKey: string; silver: boolean; text: string } | null;
  effectKey: string | null;
  conditions: string[];
  inHand: boolean;
  /** The tooltip: the roll's terms and damage, or the reason. */
  tooltip: string;
  /** What the card's label says when the pool is rolled. */
  label: string;
}

export interface DefenceView {
  kind: DefenceSummary["kind"];
  labelKey: string;
  available: boolean;
  reason: string | null;
  reachKey: string;
  roll: RollView;
}

export interface SoakView {
  key: SoakSummary["key"];
  labelKey: string;
  canSoak: boolean;
  pool: number;
  difficulty: number;
  text: string;
  expected: string;
  /** Other ways to soak it (an exceptional human's lethal), in words. */
  others: string[];
}

export interface CombatView {
  initiative: number;
  soak: SoakView[];
  defences: DefenceView[];
  /** Bare hands first, then the weapons by name. */
  attacks: AttackView[];
  maneuvers: AttackView[];
}

/** One collator for every sort by name: `localeCompare` builds one per call. */
const NAME_ORDER = new Intl.Collator();


const TRAITS = new Set<string>([...ATTRIBUTES, ...ABILITIES]);
const DISCIPLINES = new Set<string>(COMBAT_DISCIPLINES);

/** The language key of a pool part: a trait, a discipline, or a weapon's, maneuver's or armour's dice. */
export function partLabelKey(id: string): string {
  if (TRAITS.has(id)) return `STC.Trait.${id}`;
  if (DISCIPLINES.has(id)) return `STC.Classic.Discipline.${id}`;
  return `STC.Classic.Combat.Part.${id}`;
}

function stringData(data: Readonly<Record<string, string | number>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(data ?? {}).map(([key, value]) => [key, String(value)]));
}

function partTerm(part: PoolPart, i18n: SheetTranslator): TermView {
  return { label: i18n.localize(partLabelKey(part.id)), value: String(part.dice) };
}

function modifierTerm(modifier: NamedModifier, i18n: SheetTranslator): TermView {
  const values: string[] = [];
  if (modifier.dice) values.push(formatCount(i18n, "STC.Classic.Sheet.Term.dice", { value: signed(modifier.dice) }));
  if (modifier.difficulty) values.push(i18n.format("STC.Classic.Sheet.Term.difficulty", { value: signed(modifier.difficulty) }));
  if (modifier.successes) values.push(formatCount(i18n, "STC.Classic.Sheet.Term.successes", { value: signed(modifier.successes) }));
  return { label: formatCount(i18n, `STC.Classic.Combat.Modifier.${modifier.id}`, stringData(modifier.data)), value: values.join(", ") };
}

function termsText(parts: TermView[], modifiers: TermView[]): string {
  const base = parts.map((term) => `${term.label} ${term.value}`).join(" + ");
  return modifiers.length ? `${base}; ${modifiers.map((term) => `${term.label} ${term.value}`).join("; ")}` : base;
}

export function rollView(roll: RollPlan, odds: { success: number; botch: number }, i18n: SheetTranslator): RollView {
  const parts = roll.parts.map((part) => partTerm(part, i18n));
  const modifiers = roll.modifiers.map((modifier) => modifierTerm(modifier, i18n));
  return {
    pool: roll.pool,
    difficulty: roll.difficulty,
    terms: [...parts, ...modifiers],
    text: termsText(parts, modifiers),
    success: percent(odds.success, i18n.lang),
    botch: roll.kind === "action" ? percent(odds.botch, i18n.lang) : null,
  };
}

/** Language keys tried, in order, for a value of a refusal's data, by the data's name. */
const DATA_KEYS: Record<string, (value: string) => string[]> = {
  form: (value) => [`STC.Classic.Form.${value}`],
  ability: (value) => [`STC.Trait.${value}`],
  status: (value) => [`STC.Classic.Status.${value}.Name`],
};

/** A rules refusal in words: its key under `STC.Error`, with ids in its data named in the table's language. */
export function refusalText(refusal: Refusal, name: string, i18n: SheetTranslator): string {
  const data: Record<string, string> = {};
  for (const [key, raw] of Object.entries(refusal.data)) {
    const value = String(raw);
    if (key === "maneuver") {
      data[key] = name;
    } else if (key === "weapon") {
      data[key] = value
        .split("/")
        .map((part) => (i18n.has(`STC.Maneuver.WeaponKind.${part}`) ? i18n.localize(`STC.Maneuver.WeaponKind.${part}`) : part))
        .join(" / ");
    } else {
      const found = (DATA_KEYS[key]?.(value) ?? []).find((candidate) => i18n.has(candidate));
      data[key] = found ? i18n.localize(found) : value;
    }
  }
  return i18n.format(`STC.Error.${refusal.key}`, data);
}

export function conditionText(condition: TargetPrerequisite, i18n: SheetTranslator): string {
  if (condition.kind === "targetStatus") {
    const statuses = condition.anyOf.map((id) => i18n.localize(`STC.Classic.Status.${id}.Name`)).join(", ");
    return i18n.format("STC.Maneuver.Condition.targetStatus", { statuses });
  }
  return i18n.localize(`STC.Maneuver.Condition.${condition.kind}`);
}

export function attackView(attack: AttackSummary, name: string, inHand: boolean, i18n: SheetTranslator): AttackView {
  const roll = attack.roll && attack.odds ? rollView(attack.roll, attack.odds, i18n) : null;
  const reason = attack.reason ? refusalText(attack.reason, name, i18n) : null;
  let damage: AttackView["damage"] = null;
  if (attack.damage) {
    const damageParts = attack.damage.roll.parts.map((part) => partTerm(part, i18n));
    const damageModifiers = attack.damage.roll.modifiers.map((modifier) => modifierTerm(modifier, i18n));
    damage = {
      dice: attack.damage.roll.pool,
      automatic: attack.damage.roll.automaticSuccesses,
      typeKey: `STC.Classic.Damage.Type.${attack.damage.type}`,
      silver: attack.damage.silver,
      text: termsText(damageParts, damageModifiers),
    };
  }
  const conditions = attack.conditions.map((condition) => conditionText(condition, i18n));
  const upgrades = (attack.damage?.upgrades ?? []).map((upgrade) =>
    i18n.format("STC.Classic.Sheet.DamageUpgrade", { condition: inSentence(i18n.localize(`STC.Classic.Damage.Condition.${upgrade.condition}`)), type: i18n.localize(`STC.Classic.Damage.Type.${upgrade.type}`) }),
  );
  const tooltipLines = reason
    ? [reason]
    : [roll?.text ?? "", damage ? `${i18n.localize("STC.Classic.Weapon.Damage")}: ${damage.text} (${i18n.localize(damage.typeKey)})` : "", ...upgrades, ...conditions];
  return {
    key: attack.key,
    name,
    kind: attack.kind,
    categoryKey: attack.category ? `STC.Classic.Combat.Category.${attack.category}` : null,
    available: attack.available,
    reason,
    roll,
    damage,
    effectKey: attack.effect === "none" ? null : `STC.Classic.Sheet.Effect.${attack.effect}`,
    conditions,
    inHand,
    tooltip: tooltipLines.filter((line) => line !== "").join("\n"),
    label: roll ? `${name}: ${roll.text}` : name,
  };
}

function defenceView(defence: DefenceSummary, i18n: SheetTranslator): DefenceView {
  return {
    kind: defence.kind,
    labelKey: `STC.Classic.Combat.Defence.${defence.kind}`,
    available: defence.available,
    reason: defence.reason ? i18n.localize(`STC.Classic.Combat.DefenceReason.${defence.reason}`) : null,
    reachKey: `STC.Classic.Sheet.Reach.${defence.reach}`,
    roll: rollView(defence.roll, defence.odds, i18n),
  };
}

function soakView(soak: SoakSummary, i18n: SheetTranslator): SoakView {
  const best = soak.rolls[soak.best];
  const describe = (roll: RollPlan) => roll.parts.map((part) => `${i18n.localize(partLabelKey(part.id))} ${part.dice}`).join(" + ");
  return {
    key: soak.key,
    labelKey: soak.key === "sunlight" || soak.key === "silver" ? `STC.Classic.Damage.Source.${soak.key}` : `STC.Classic.Damage.Type.${soak.key}`,
    canSoak: best !== undefined,
    pool: best?.pool ?? 0,
    difficulty: best?.difficulty ?? 0,
    text: best ? describe(best) : i18n.localize("STC.Classic.Soak.CannotSoak"),
    expected: decimal(soak.expected, 2, i18n.lang),
    others: soak.rolls
      .filter((_, index) => index !== soak.best)
      .map((roll) => formatCount(i18n, "STC.Classic.Sheet.SoakOther", { terms: describe(roll), count: String(roll.pool), difficulty: String(roll.difficulty) })),
  };
}

/**
 * The combat tab's view. `names` gives each weapon's and maneuver's name as the sheet shows it (the table's
 * language for compendium items); bare hands are named by the language file.
 */
export function combatView(summary: CombatSummary, names: ReadonlyMap<string, string>, i18n: SheetTranslator): CombatView {
  const byName = (a: AttackView, b: AttackView) => NAME_ORDER.compare(a.name, b.name);
  const views = summary.attacks.map((attack) =>
    attackView(attack, attack.key === "unarmed" ? i18n.localize("STC.Classic.Sheet.Unarmed") : (names.get(attack.key) ?? attack.key), attack.key === summary.inHand, i18n),
  );
  return {
    initiative: summary.initiative,
    soak: summary.soak.map((soak) => soakView(soak, i18n)),
    defences: summary.defences.map((defence) => defenceView(defence, i18n)),
    attacks: [...views.filter((view) => view.kind === "unarmed"), ...views.filter((view) => view.kind === "weapon").sort(byName)],
    maneuvers: views.filter((view) => view.kind === "maneuver").sort(byName),
  };
}

/** Before the language files load: every text is its key. */
export const KEYS_ONLY: SheetTranslator = { has: () => false, localize: (key) => key, format: (key) => key };
