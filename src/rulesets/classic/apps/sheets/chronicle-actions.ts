import { readNumberInput } from "../../../../data/fields/number-input";
import { GAROU_FORMS, type GarouForm } from "../../rules/character/vocabulary";
import { DAMAGE_TYPES, type DamageType } from "../../rules/health/damage-types";
import { FRENZY_KINDS, type FrenzyKind } from "../../rules/chronicle/frenzy";
import { SHIFT_WAYS, type ShiftWay } from "../../rules/chronicle/form-change";
import { MAX_EXPERIENCE_ENTRY } from "../../rules/chronicle/experience";
import { MAX_DIFFICULTY, MIN_DIFFICULTY } from "../../rules/dice/pool-spec";
import { HEALTH_TRACK_LENGTH } from "../../rules/health/state";
import { requestRaise } from "../../requests/chronicle-raise";
import { requestExperience } from "../../requests/chronicle-experience";
import { requestPower } from "../../requests/chronicle-power";
import type { PowerSource } from "../../data/item/source";
import { RollDialog } from "../roll-dialog";
import { requestFrenzyCheck } from "../../requests/chronicle-frenzy";
import { requestEndFrenzy } from "../../requests/chronicle-end-frenzy";
import { requestBloodHealing } from "../../requests/chronicle-heal";
import { requestRegeneration } from "../../requests/chronicle-regenerate";
import { requestShift } from "../../requests/chronicle-shift";

/**
 * The chronicle's buttons on a sheet (templates/parts/chronicle): each reads the choices beside it and sends the
 * request; the Storyteller's client does the rest and posts the card. A typed number out of range gets a translated
 * message and sends nothing.
 */

interface SheetLike {
  actor: Actor.Implementation;
  isEditable: boolean;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === "string" && (list as readonly string[]).includes(value);

function warn(key: string, data: Record<string, string | number> = {}): null {
  ui.notifications?.warn(game.i18n?.format(key, Object.fromEntries(Object.entries(data).map(([name, value]) => [name, String(value)]))) ?? key);
  return null;
}

/** The value of a control in the same chronicle row or section as the button. */
function valueBeside(target: HTMLElement, selector: string): string {
  const scope = target.closest<HTMLElement>("[data-chronicle]") ?? target.parentElement;
  return scope?.querySelector<HTMLInputElement | HTMLSelectElement>(selector)?.value ?? "";
}

function numberBeside(target: HTMLElement, selector: string, range: { min: number; max: number }): number | null {
  const read = readNumberInput(valueBeside(target, selector), range);
  return read.ok ? read.value : warn(read.key, read.data);
}

function mayAct(sheet: SheetLike): boolean {
  if (sheet.isEditable) return true;
  warn("STC.Error.NotOwner", { name: sheet.actor.name });
  return false;
}

async function onRaise(this: SheetLike, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const trait = valueBeside(target, ".stc-chronicle-raise-trait");
  if (!trait || !mayAct(this)) return;
  await requestRaise(this.actor, trait);
}

async function adjust(sheet: SheetLike, target: HTMLElement, kind: "grant" | "correct"): Promise<void> {
  const amount = numberBeside(target, ".stc-chronicle-amount", { min: kind === "grant" ? 1 : -MAX_EXPERIENCE_ENTRY, max: MAX_EXPERIENCE_ENTRY });
  if (amount === null) return;
  await requestExperience(sheet.actor, kind, amount, valueBeside(target, ".stc-chronicle-note"));
}

async function onGrant(this: SheetLike, _event: PointerEvent, target: HTMLElement): Promise<void> {
  await adjust(this, target, "grant");
}

async function onCorrect(this: SheetLike, _event: PointerEvent, target: HTMLElement): Promise<void> {
  await adjust(this, target, "correct");
}

/**
 * A power's one Use control: a rolled power opens the roll dialog with its traits and difficulty (extra dice and a
 * Willpower point chosen there), whose Roll sends the power request; a power without a roll is used at once.
 */
async function onUsePower(this: SheetLike, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const item = this.actor.items.get(target.dataset.itemId ?? "");
  if (item?.type !== "power" || !mayAct(this)) return;
  const roll = (item.system as unknown as PowerSource).roll;
  if (roll.first === "") {
    await requestPower(this.actor, item.id ?? "", 0, false);
    return;
  }
  await new RollDialog({ actor: this.actor, first: roll.first, second: roll.second, difficulty: roll.difficulty, power: { itemId: item.id ?? "", name: item.name } }).render({ force: true });
}

async function onFrenzy(this: SheetLike, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const kind = valueBeside(target, ".stc-chronicle-frenzy-kind");
  const difficulty = numberBeside(target, ".stc-chronicle-difficulty", { min: MIN_DIFFICULTY, max: MAX_DIFFICULTY });
  if (!isOneOf<FrenzyKind>(FRENZY_KINDS, kind) || difficulty === null || !mayAct(this)) return;
  await requestFrenzyCheck(this.actor, kind, difficulty);
}

/** The Storyteller's End frenzy: the status comes off on the Storyteller's client, with its card. */
async function onEndFrenzy(this: SheetLike): Promise<void> {
  await requestEndFrenzy(this.actor);
}

async function onHeal(this: SheetLike, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const type = valueBeside(target, ".stc-chronicle-damage-type");
  const levels = numberBeside(target, ".stc-chronicle-levels", { min: 1, max: HEALTH_TRACK_LENGTH });
  if (!isOneOf<DamageType>(DAMAGE_TYPES, type) || levels === null || !mayAct(this)) return;
  await requestBloodHealing(this.actor, type, levels);
}

async function onRegenerate(this: SheetLike, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const type = valueBeside(target, ".stc-chronicle-damage-type");
  if (!isOneOf<DamageType>(DAMAGE_TYPES, type) || !mayAct(this)) return;
  await requestRegeneration(this.actor, type);
}

async function onShift(this: SheetLike, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const { form, way } = target.dataset;
  if (!isOneOf<GarouForm>(GAROU_FORMS, form) || !isOneOf<ShiftWay>(SHIFT_WAYS, way) || !mayAct(this)) return;
  await requestShift(this.actor, form, way);
}

/** The sheet's actions for the chronicle's controls, merged into the actor sheets' own. */
export const CHRONICLE_SHEET_ACTIONS = {
  chronicleRaise: onRaise,
  chronicleGrant: onGrant,
  chronicleCorrect: onCorrect,
  chronicleUsePower: onUsePower,
  chronicleFrenzy: onFrenzy,
  chronicleEndFrenzy: onEndFrenzy,
  chronicleHeal: onHeal,
  chronicleRegenerate: onRegenerate,
  chronicleShift: onShift,
};
