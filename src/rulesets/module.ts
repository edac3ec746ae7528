import type { MigrationStep } from "../migrations/steps";
import type { RulesetId } from "./ruleset-id";

/** The documents whose subtypes a ruleset may define, each subtype with its data model class. */
export type ModelDocument = "Actor" | "Item" | "ChatMessage" | "Combat" | "Combatant";
export type RulesetDataModels = Partial<Record<ModelDocument, Readonly<Record<string, unknown>>>>;

/**
 * Fields a ruleset adds to subtypes another defines (a Streamlined character's Health points on the character),
 * by document and subtype, each as a function making the fields. The defining model merges them into its schema
 * (src/rulesets/extensions.ts), so the data stays whichever ruleset plays. Each ruleset keeps its additions under
 * one key named after itself.
 */
export type DataExtensions = Partial<Record<ModelDocument, Readonly<Record<string, () => foundry.data.fields.DataSchema>>>>;

/**
 * A ruleset as the Foundry layer takes it (design.md, "Rulesets are modules"): everything that ruleset decides
 * comes from its folder through this, and nothing outside the folder names what is inside it. What is stored
 * (data models, settings, migrations, cards) is registered for every installed ruleset, so a world that switches
 * keeps every actor, option and card; what plays (document classes, sheets, the tracker, requests, hooks) is put
 * into CONFIG only for the ruleset the world plays (`play`).
 */
export interface RulesetModule {
  readonly id: RulesetId;
  /**
   * Subtypes this ruleset defines, by document. No two installed rulesets define the same subtype. A ChatMessage
   * subtype's model draws its own card (src/data/chat/card-data.ts).
   */
  readonly dataModels: RulesetDataModels;
  /** Fields it adds to other rulesets' subtypes. */
  readonly dataExtensions: DataExtensions;
  /** Roll classes its messages store, so Foundry can rebuild their rolls. */
  readonly rollClasses: readonly (typeof foundry.dice.Roll)[];
  /** Its steps of the world's data migration; versions are shared by every installed ruleset and never repeat. */
  readonly migrations: readonly MigrationStep[];
  /** Settings it kept under other keys in older worlds, old key to new (both under the system's namespace). */
  readonly renamedSettings: Readonly<Record<string, string>>;
  /** Its world settings (its options), registered at `init` whichever ruleset plays. */
  registerSettings(): void;
  /** Everything this ruleset puts into CONFIG and the hooks at `init` when the world plays it. */
  play(): void;
}
