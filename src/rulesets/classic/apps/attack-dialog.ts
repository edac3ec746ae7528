import { dialogOptions, dialogParts, FormDialog, type DialogFormConfig } from "../../../apps/dialogs/form-dialog";
import { CALLED_SHOTS, COMBAT_TABLES, COVER_CLASSES, POSITIONS, RANGE_BANDS, type CalledShot, type CoverClass, type Position, type RangeBand } from "../rules/combat/tables";
import { FIRE_MODES, type FireMode } from "../rules/combat/autofire";
import { DAMAGE_CONDITIONS, type DamageCondition, type GrappleMode } from "../rules/maneuvers/types";
import { attackDialogContext, defaultAttackValues, type AttackDialogContext, type AttackFormValues, type AttackSetup } from "./attack-form";
import { Refusing } from "../../../outcome";
import { say } from "../chat/documents";
import type { ChainItem } from "../chat/chain-items";
import { MAX_OPPONENTS } from "../requests/chain-step";
import { actorRefOf } from "../../../chat/records";
import { chainItemOf, gatherSetup, singleTarget } from "../chat/attack-setup";
import { launchAttack, type ChainRefs } from "../chat/start-attack";
import { fightOf } from "../round/combat-bridge";

const oneOf = <T extends string>(value: string, allowed: readonly T[], fallback: T): T => ((allowed as readonly string[]).includes(value) ? (value as T) : fallback);
const wholeIn = (value: string, min: number, max: number, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback;
};

/** The dialog's fields read from its form; anything out of range keeps the value it had. */
export function readAttackForm(data: FormData, previous: AttackFormValues): AttackFormValues {
  const text = (name: string) => String(data.get(name) ?? "");
  const has = (name: string) => data.has(name);
  return {
    rollIndex: has("rollIndex") ? wholeIn(text("rollIndex"), 0, 3, previous.rollIndex) : previous.rollIndex,
    grappleMode: has("grappleMode") ? oneOf<GrappleMode | "">(text("grappleMode"), ["", "clinch", "hold"], previous.grappleMode) : previous.grappleMode,
    weaponId: has("weaponId") ? text("weaponId") : previous.weaponId,
    opponents: wholeIn(text("opponents"), 1, MAX_OPPONENTS, previous.opponents),
    position: oneOf<Position>(text("position"), POSITIONS, previous.position),
    calledShot: oneOf<CalledShot | "">(text("calledShot"), ["", ...CALLED_SHOTS], previous.calledShot),
    blindFighting: data.get("blindFighting") === "on",
    rangeBand: has("rangeBand") ? oneOf<Exclude<RangeBand, "beyond">>(text("rangeBand"), RANGE_BANDS.filter((band): band is Exclude<RangeBand, "beyond"> => band !== "beyond"), previous.rangeBand) : previous.rangeBand,
    aimRounds: has("aimRounds") ? wholeIn(text("aimRounds"), 0, 10, previous.aimRounds) : previous.aimRounds,
    targetMovingFast: data.get("targetMovingFast") === "on",
    targetCover: has("targetCover") ? oneOf<CoverClass | "">(text("targetCover"), ["", ...COVER_CLASSES], previous.targetCover) : previous.targetCover,
    firingFromCover: has("firingFromCover") ? oneOf<CoverClass | "">(text("firingFromCover"), ["", ...COVER_CLASSES], previous.firingFromCover) : previous.firingFromCover,
    conditions: data.getAll("conditions").map(String).filter((value): value is DamageCondition => (DAMAGE_CONDITIONS as readonly string[]).includes(value)),
    willpower: data.get("willpower") === "on",
    specialty: data.get("specialty") === "on",
    ambush: data.get("ambush") === "on",
    storytellerDice: has("storytellerDice") ? wholeIn(text("storytellerDice"), -20, 20, previous.storytellerDice) : previous.storytellerDice,
    storytellerDifficulty: has("storytellerDifficulty") ? wholeIn(text("storytellerDifficulty"), -5, 5, previous.storytellerDifficulty) : previous.storytellerDifficulty,
    storytellerDamage: has("storytellerDamage") ? wholeIn(text("storytellerDamage"), -20, 20, previous.storytellerDamage) : previous.storytellerDamage,
    fireMode: has("fireMode") ? oneOf<FireMode>(text("fireMode"), FIRE_MODES, previous.fireMode) : previous.fireMode,
  };
}

/**
 * The attack dialog: the pool and difficulty the rules plan, each modifier named, the situational fields the
 * player may change, and the exact odds redrawn as they change. Rolling begins the chain in chat.
 */
export class AttackDialog extends FormDialog<AttackDialogContext, AttackFormValues> {
  static override DEFAULT_OPTIONS = dialogOptions({ classes: ["stc-attack-dialog"], title: "STC.Classic.Attack.Title", icon: "fa-solid fa-hand-fist", width: 420 });

  static override PARTS = dialogParts({ fields: "classic/chat/attack-fields.hbs", summary: "classic/chat/attack-summary.hbs" });

  values: AttackFormValues;

  constructor(
    public setup: AttackSetup,
    public refs: ChainRefs,
    /** With no token targeted: the fight's combatants the attack may be made on, and the item it is made with. */
    readonly choosing: { combatants: CombatantChoice[]; item: ChainItem | null } | null = null,
  ) {
    super();
    this.values = defaultAttackValues(setup);
    if (refs.spray) {
      this.values.fireMode = "spray";
      this.setup = { ...setup, sprayTargets: refs.spray.names.length };
    }
  }

  /** Turns the attack to another of the fight's combatants: both characters are gathered again, as on opening. */
  chooseCombatant(combatantId: string): boolean {
    const choice = this.choosing?.combatants.find((entry) => entry.id === combatantId);
    if (!choice || combatantId === this.refs.combatantId) return false;
    const setup = setupOrWarn(this.refs.attackerActor, this.choosing?.item ?? null, choice.actor);
    if (!setup) return false;
    this.setup = setup;
    this.refs = { ...this.refs, target: actorRefOf(choice.actor, choice.token), combatantId };
    return true;
  }

  override get title(): string {
    return say("STC.Classic.Attack.TitleFor", { attacker: this.setup.attacker.name, target: this.setup.target.name });
  }

  dialogContext(): AttackDialogContext {
    const base = attackDialogContext(this.setup, this.values, (key, data) => say(key, data ?? {}));
    const context = this.refs.spray ? { ...base, sprayTargets: this.refs.spray.names.join(", ") } : base;
    const choosing = this.choosing;
    if (!choosing) return context;
    return { ...context, combatants: choosing.combatants.map((entry) => ({ value: entry.id, label: entry.name, selected: entry.id === this.refs.combatantId })) };
  }

  protected override _onChangeForm(formConfig: DialogFormConfig, event: Event): void {
    super._onChangeForm(formConfig, event);
    const data = new FormData(this.element as HTMLFormElement);
    if (this.choosing && this.chooseCombatant(String(data.get("combatantId") ?? ""))) {
      // Another target: its fields (a ranged attack's, a parry's weapon) may differ, so the whole dialog is drawn again.
      this.values = readAttackForm(data, this.values);
      void this.render();
      return;
    }
    this.values = readAttackForm(data, this.values);
    // Only the summary is drawn again, so the field being changed keeps its focus.
    void this.render({ parts: ["summary"] });
  }

  protected async sendForm(form: HTMLFormElement): Promise<void> {
    this.values = readAttackForm(new FormData(form), this.values);
    const result = await launchAttack(this.setup, this.values, this.refs);
    if (result.ok) await this.finish(this.values);
    else await this.render({ parts: ["summary"] });
  }
}

/** A combatant an attack may be made on without a token targeted. */
export interface CombatantChoice {
  id: string;
  name: string;
  actor: Actor.Implementation;
  token: TokenDocument.Implementation | null;
}

/**
 * The combatants of the fight `actor` is in that it may attack without targeting a token (a table playing in the
 * theatre of the mind): each with a character, not the attacker itself, and, for a player, none the tracker hides.
 * The Storyteller's client checks the one chosen again (../requests/chain-start.ts).
 */
export function combatantChoices(actor: Actor.Implementation, user: User.Implementation | null = game.user): CombatantChoice[] {
  const fight = fightOf(actor.id ?? "");
  if (!fight) return [];
  const own = actor.token?.id ?? null;
  const choices: CombatantChoice[] = [];
  for (const combatant of fight.combatants) {
    const target = combatant.actor;
    const token = combatant.token ?? null;
    if (!target || !combatant.id) continue;
    if (combatant.hidden && user?.isGM !== true) continue;
    if (target.id === actor.id && (token?.id ?? null) === own) continue;
    choices.push({ id: combatant.id, name: combatant.name ?? target.name, actor: target, token });
  }
  return choices;
}

/**
 * Starts an attack with a weapon or maneuver item (or bare hands when `item` is null) on the one token this
 * user targets: what a sheet's button and a hotbar macro call. With no token targeted while the attacker is in a
 * fight, the dialog offers the fight's combatants instead. Without a target, with more than one, or when the
 * rules or the round refuse, a translated message says why and nothing happens. `quick` (a shift-click) rolls the
 * attack on the targeted token at once as the dialog would with nothing changed; with no token targeted, the dialog
 * opens all the same, since whom to attack is still to be chosen.
 */
export async function openAttack(actor: Actor.Implementation, item: Item.Implementation | null, options: { quick?: boolean } = {}): Promise<AttackDialog | null> {
  const target = singleTarget();
  const chainItem: ChainItem | null = item ? chainItemOf(item) : null;
  if (target.ok && options.quick === true) {
    await attackAtOnce(actor, chainItem, target);
    return null;
  }
  if (target.ok) return openOn(actor, chainItem, target, null);
  // V20 core, Firearms, Spray: several tokens targeted with an automatic weapon are one spray's targets.
  const spray = target.key === "STC.Classic.Chain.OneTarget" ? sprayTargets(chainItem) : null;
  if (spray) return openOn(actor, chainItem, spray.first, null, spray.others);
  const combatants = target.key === "STC.Classic.Chain.NoTarget" ? combatantChoices(actor) : [];
  const first = combatants[0];
  if (!first) {
    ui.notifications?.warn(say(target.key));
    return null;
  }
  return openOn(actor, chainItem, { ...first, combatantId: first.id }, { combatants, item: chainItem });
}

/** A token a spray is aimed at, with its character. */
interface SprayTarget {
  actor: Actor.Implementation;
  token: Token.Implementation;
}

/**
 * The tokens this user targets as one spray's targets (V20 core, Firearms, Spray), when the item is a weapon that
 * fires automatically and each token has a character; null otherwise (the usual "one target" refusal then stands).
 * More targets than a spray covers are refused with a translated message.
 */
function sprayTargets(item: ChainItem | null): { first: SprayTarget; others: SprayTarget[] } | null {
  if (!item || item.type !== "weapon" || (item.system as { automatic?: unknown }).automatic !== true) return null;
  const targets: SprayTarget[] = [];
  for (const token of game.user?.targets ?? []) {
    if (!token.actor) return null;
    targets.push({ actor: token.actor, token });
  }
  const [first, ...others] = targets;
  if (!first || !others.length) return null;
  const max = COMBAT_TABLES.autofire.sprayMaxTargets;
  if (targets.length > max) {
    ui.notifications?.warn(say("STC.Error.SprayTargetsInvalid", { count: targets.length, max }));
    return { first, others: [] };
  }
  return { first, others };
}

/** Both characters gathered for the attack, or null once a translated message has said why the rules refuse it. */
function setupOrWarn(actor: Actor.Implementation, item: ChainItem | null, target: Actor.Implementation): AttackSetup | null {
  try {
    return gatherSetup(actor, item, target);
  } catch (error) {
    if (!(error instanceof Refusing)) throw error;
    ui.notifications?.warn(say(error.key, error.data));
    return null;
  }
}

/** The attack on the targeted token rolled without the dialog, its values those the dialog opens with. */
async function attackAtOnce(actor: Actor.Implementation, item: ChainItem | null, target: { actor: Actor.Implementation; token: Token.Implementation }): Promise<void> {
  const setup = setupOrWarn(actor, item, target.actor);
  if (!setup) return;
  await launchAttack(setup, defaultAttackValues(setup), { attacker: actorRefOf(actor), target: actorRefOf(target.actor, target.token), attackerActor: actor });
}

/**
 * Opens the dialog on one character (a targeted token's, or a combatant's when `choosing` offers the fight's), once
 * the rules allow the attack; when they refuse it, a translated message says why and nothing opens.
 */
async function openOn(
  actor: Actor.Implementation,
  item: ChainItem | null,
  target: { actor: Actor.Implementation; token: Token.Implementation | TokenDocument.Implementation | null; combatantId?: string },
  choosing: ConstructorParameters<typeof AttackDialog>[2],
  others: SprayTarget[] = [],
): Promise<AttackDialog | null> {
  const setup = setupOrWarn(actor, item, target.actor);
  if (!setup) return null;
  const refs: ChainRefs = { attacker: actorRefOf(actor), target: actorRefOf(target.actor, target.token), attackerActor: actor, ...(target.combatantId === undefined ? {} : { combatantId: target.combatantId }) };
  if (others.length) refs.spray = { targets: others.map((entry) => actorRefOf(entry.actor, entry.token)), names: [target.actor.name, ...others.map((entry) => entry.token.name || entry.actor.name)] };
  const dialog = new AttackDialog(setup, refs, choosing);
  await dialog.render({ force: true });
  return dialog;
}
