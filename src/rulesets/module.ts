import type { StorytellerActor } from "../documents/actor";
import type { StorytellerCombat } from "../documents/combat";
import type { StorytellerCombatant } from "../documents/combatant";
import type { RulesetCombatTracker } from "../apps/tracker/ruleset-tracker";
import type { MigrationStep } from "../migrations/steps";
import type { RulesetId } from "./ruleset-id";

/** The documents whose subtypes a ruleset may define, each subtype with its data model class. */
export type ModelDocument = "Actor" | "Item" | "ChatMessage" | "Combat" | "Combatant";
export type RulesetDataModels = Partial<Record<ModelDocument, Readonly<Record<string, unknown>>>>;

/**
 * A ruleset's part of a subtype the system composes from every installed ruleset (src/data/composed.ts: the
 * character and the npc, the weapon and the armour, the combat and the combatant). Its fields are stored
 * whichever ruleset plays, so a world that switches loses nothing; its migration, joint check and derivation run
 * only in a world that plays it.
 */
export interface ModelPart {
  /** The stored fields it keeps on the subtype, beside the system's shared ones and the other rulesets' parts. */
  fields(): foundry.data.fields.DataSchema;
  /** Brings an older stored shape of its fields to the current one (Foundry's `migrateData`), in place. */
  migrateData?(source: Record<string, unknown>): void;
  /** Refuses data whose fields passed their own checks but not together (Foundry's `validateJoint`); throws. */
  validateJoint?(data: Record<string, unknown>): void;
  /** Computes what it derives on the prepared model (Foundry's `prepareDerivedData`). */
  prepareDerivedData?(model: foundry.abstract.DataModel.Any): void;
}

/** A ruleset's parts of the composed subtypes, by document and subtype. */
export type ModelParts = Partial<Record<ModelDocument, Readonly<Record<string, ModelPart>>>>;

/**
 * The document classes a ruleset plays with, each a subclass of the system's; one it leaves out is the system's own
 * (put into CONFIG for the world's ruleset before Foundry makes the world's documents: src/rulesets/playing.ts).
 */
export interface RulesetDocumentClasses {
  readonly Actor?: typeof StorytellerActor;
  readonly Combat?: typeof StorytellerCombat;
  readonly Combatant?: typeof StorytellerCombatant;
}

/**
 * What a ruleset plays, put in only when the world plays it. It is loaded apart from what is stored (its own chunk
 * of the build, `loadPlay` in RulesetModule), so a client loads the play code of its world's ruleset alone.
 */
export interface RulesetPlay {
  /** Its Actor, Combat and Combatant classes, put into CONFIG when the world plays it. */
  readonly documentClasses: RulesetDocumentClasses;
  /** Its combat tracker (`CONFIG.ui.combat`) when the world plays it, or null for Foundry's own. */
  readonly combatTracker: (new () => RulesetCombatTracker<unknown, unknown>) | null;
  /** Everything else it puts into CONFIG and the hooks when the world plays it (sheets, requests, hooks). */
  play(): void;
}

/**
 * A ruleset as the Foundry layer takes it (design.md, "Rulesets are modules"): everything that ruleset decides
 * comes from its folder through this, and nothing outside the folder names what is inside it. What is stored
 * (data models, settings, migrations, cards) is registered for every installed ruleset, so a world that switches
 * keeps every actor, option and card; what plays (document classes, sheets, the tracker, requests, hooks) is loaded
 * and put into CONFIG only for the ruleset the world plays (`loadPlay`).
 */
export interface RulesetModule {
  readonly id: RulesetId;
  /**
   * Subtypes this ruleset defines, by document. No two installed rulesets define the same subtype. A ChatMessage
   * subtype's model draws its own card (src/data/chat/card-data.ts).
   */
  readonly dataModels: RulesetDataModels;
  /** Its parts of the subtypes the system composes from every installed ruleset (the character above all). */
  readonly modelParts: ModelParts;
  /** The path under an actor's `system` its tokens' first bar shows by default, or null for none (a world plays its ruleset's). */
  readonly tokenBarAttribute: string | null;
  /** Roll classes its messages store, so Foundry can rebuild their rolls. */
  readonly rollClasses: readonly (typeof foundry.dice.Roll)[];
  /** Its steps of the world's data migration; versions are shared by every installed ruleset and never repeat. */
  readonly migrations: readonly MigrationStep[];
  /** Settings it kept under other keys in older worlds, old key to new (both under the system's namespace). */
  readonly renamedSettings: Readonly<Record<string, string>>;
  /** Its world settings (its options), registered at `init` whichever ruleset plays. */
  registerSettings(): void;
  /**
   * Loads what it plays (document classes, tracker, sheets, requests, hooks), called only when the world plays it.
   * A shipped ruleset imports its `play.ts` here with a dynamic `import()`, which the build makes a chunk of its own.
   */
  loadPlay(): Promise<RulesetPlay>;
}
