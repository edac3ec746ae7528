import { dialogOptions, dialogParts, type DialogFormConfig } from "../../../../apps/dialogs/form-dialog";
import { CombatantDialog, type CombatantDialogSubject } from "./combatant-dialog";
import { roundContext } from "../../round/context";
import type { Declaration } from "../../rules/actions/declaration";
import { requestDeclare } from "../../requests/declare";
import { declarationFormContext, declarationFromForm, declarationValuesFromForm, emptyRow, valuesFromDeclaration, type DeclarationFormContext, type DeclarationFormValues } from "./declaration-form";
import { declarationSources, initialValues, type DeclarationSources } from "./declaration-input";

/** Why the rules refuse the declaration as typed, in the table's language. */
export function problemText(context: DeclarationFormContext): string {
  if (!context.problem) return "";
  const data = Object.fromEntries(Object.entries(context.problem.data).map(([name, value]) => [name, String(value)]));
  return game.i18n?.format(context.problem.key, data) ?? context.problem.key;
}

/**
 * The declaration form (000 §1.2-1.4, 002 ¶3): the actions in the order they will be taken, each with its source,
 * kind, target or defence, and its pool as the character's sheet shows it; the turn's Willpower point (for an
 * attack's roll or something else), blood, moving. It opens filled in (declaration-input.ts `initialValues`) and
 * repeats last turn's declaration in one click. The rules read it as it stands (`declarationFormContext`); sending
 * goes to the Storyteller's client, which checks it again.
 */
export class DeclarationDialog extends CombatantDialog<DeclarationFormContext & { problemText: string }, Declaration> {
  static override DEFAULT_OPTIONS = {
    ...dialogOptions({ classes: ["stc-declaration-dialog"], title: "STC.Classic.Declaration.Title", icon: "fa-solid fa-bullhorn", width: 520 }),
    actions: { addRow: DeclarationDialog.onAddRow, removeRow: DeclarationDialog.onRemoveRow, sameAsLast: DeclarationDialog.onSameAsLast },
  };

  static override PARTS = dialogParts({ rows: "classic/tracker/declaration-rows.hbs", summary: "classic/tracker/declaration-summary.hbs" });

  values: DeclarationFormValues;

  constructor(subject: CombatantDialogSubject) {
    super("declare", subject);
    this.values = initialValues(subject.combat, subject.combatantId, this.sources());
  }

  override get title(): string {
    return game.i18n?.format("STC.Classic.Declaration.TitleFor", { name: this.combat.combatants.get(this.combatantId)?.name ?? "" }) ?? "";
  }

  /** Read afresh each time: the character's sheet and the round may change while the form is open. */
  sources(): DeclarationSources {
    return declarationSources(this.combat, this.combatantId);
  }

  formContext(): DeclarationFormContext {
    const sources = this.sources();
    return declarationFormContext(roundContext(this.combat.roundState), {
      combatantId: this.combatantId,
      name: sources.name,
      targets: sources.targets,
      resources: sources.resources,
      pools: sources.pools,
      mustGetUp: sources.mustGetUp,
      hasLast: sources.last !== null,
      lang: game.i18n?.lang ?? "en",
      values: this.values,
    });
  }

  protected dialogContext(): DeclarationFormContext & { problemText: string } {
    const context = this.formContext();
    return { ...context, problemText: problemText(context) };
  }

  private readForm(form = this.element as HTMLFormElement): void {
    const data = new FormData(form);
    this.values = declarationValuesFromForm((name) => {
      const value = data.get(name);
      return typeof value === "string" ? value : null;
    }, this.values.rows.length);
  }

  /**
   * A choice that shows or hides fields or changes a pool (source, kind, target, attack, defence) draws the rows
   * again and gives the focus back to it; typing a note only redraws the summary, so the field keeps its focus.
   */
  protected override _onChangeForm(formConfig: DialogFormConfig, event: Event): void {
    super._onChangeForm(formConfig, event);
    this.readForm();
    const field = event.target instanceof HTMLSelectElement || (event.target instanceof HTMLInputElement && event.target.type === "checkbox") ? event.target.name : null;
    if (!field) {
      void this.render({ parts: ["summary"] });
      return;
    }
    void this.render({ parts: ["rows", "summary"] }).then(() => this.element.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
  }

  static async onAddRow(this: DeclarationDialog, _event: PointerEvent, target: HTMLElement): Promise<void> {
    this.readForm();
    const sources = this.sources();
    const previous = this.values.rows[this.values.rows.length - 1];
    const row = emptyRow("declared", previous?.target ?? sources.targets[0]?.id ?? "", sources.pools.attacks[0]?.key ?? "");
    row.source = (target.dataset.source as typeof row.source | undefined) ?? "declared";
    this.values.rows.push(row);
    await this.render();
    this.element.querySelector<HTMLElement>(`[name="kind-${this.values.rows.length - 1}"]`)?.focus();
  }

  static async onRemoveRow(this: DeclarationDialog, _event: PointerEvent, target: HTMLElement): Promise<void> {
    this.readForm();
    const index = Number(target.dataset.index);
    this.values.rows.splice(index, 1);
    // The Willpower point named a row by its place: it follows the rows after the one removed, or goes with it.
    const named = /^row-(\d+)$/.exec(this.values.willpower);
    if (named) {
      const at = Number(named[1]);
      this.values.willpower = at === index ? "" : at > index ? `row-${at - 1}` : this.values.willpower;
    }
    await this.render();
  }

  /** Fills the form with the declaration of the round before. */
  static async onSameAsLast(this: DeclarationDialog): Promise<void> {
    const sources = this.sources();
    if (!sources.last) return;
    this.values = valuesFromDeclaration(sources.last, sources.targets, sources.targets[0]?.id ?? "", sources.pools);
    await this.render();
    this.element.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  }

  protected async sendForm(form: HTMLFormElement): Promise<void> {
    this.readForm(form);
    const declaration = declarationFromForm(this.combatantId, this.values, this.sources().pools);
    const outcome = await requestDeclare(this.combat, this.combatantId, declaration);
    if (outcome.ok) await this.finish(declaration);
  }
}
