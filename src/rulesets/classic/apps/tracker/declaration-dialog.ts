import { SYSTEM_ID, templatePath } from "../../../../constants";
import type { ClassicCombat } from "../../documents/combat";
import { roundResources } from "../../rules/actions/resources";
import { statsOf } from "../../round/combatant-stats";
import { roundContext } from "../../round/context";
import { requestDeclare } from "../../requests/declare";
import { declarationFormContext, declarationFromForm, declarationValuesFromForm, emptyDeclaration, emptyRow, type DeclarationFormContext, type DeclarationFormValues } from "./declaration-form";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

/** Why the rules refuse the declaration as typed, in the table's language. */
export function problemText(context: DeclarationFormContext): string {
  if (!context.problem) return "";
  const data = Object.fromEntries(Object.entries(context.problem.data).map(([name, value]) => [name, String(value)]));
  return game.i18n?.format(context.problem.key, data) ?? context.problem.key;
}

type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type Configuration = foundry.applications.api.ApplicationV2.Configuration;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/**
 * The declaration form (000 §1.2-1.4, 002 ¶3): the actions in the order they will be taken, each with its kind,
 * target or defence and dice, Celerity and Rage actions, Willpower and blood spent, moving. The rules read it
 * as it is typed (`declarationFormContext`); sending goes to the Storyteller's client, which checks it again.
 */
export class DeclarationDialog extends HandlebarsApplicationMixin(ApplicationV2)<RenderContext & DeclarationFormContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS = {
    classes: [SYSTEM_ID, "stc-declaration-dialog"],
    tag: "form",
    window: { title: "STC.Declaration.Title", icon: "fa-solid fa-bullhorn" },
    position: { width: 520 },
    form: { handler: DeclarationDialog.onSubmit, closeOnSubmit: false, submitOnChange: false },
    actions: { addRow: DeclarationDialog.onAddRow, removeRow: DeclarationDialog.onRemoveRow },
  };

  static override PARTS = {
    rows: { template: templatePath("tracker/declaration-rows.hbs") },
    summary: { template: templatePath("tracker/declaration-summary.hbs") },
  };

  readonly combat: ClassicCombat;
  readonly combatantId: string;
  values: DeclarationFormValues = emptyDeclaration();

  constructor({ combat, combatantId }: { combat: ClassicCombat; combatantId: string }) {
    super({ id: `stc-declare-${combat.id ?? ""}-${combatantId}` });
    this.combat = combat;
    this.combatantId = combatantId;
    const first = this.targets()[0];
    for (const row of this.values.rows) row.target = first?.id ?? "";
  }

  override get title(): string {
    return game.i18n?.format("STC.Declaration.TitleFor", { name: this.combat.combatants.get(this.combatantId)?.name ?? "" }) ?? "";
  }

  private targets(): { id: string; name: string }[] {
    const viewer = game.user;
    return this.combat.combatants.contents
      .filter((combatant) => combatant.id !== this.combatantId && (viewer?.isGM || !combatant.hidden))
      .map((combatant) => ({ id: combatant.id ?? "", name: combatant.name ?? "" }));
  }

  formContext(): DeclarationFormContext {
    const combatant = this.combat.combatants.get(this.combatantId);
    const stats = combatant ? statsOf(combatant) : null;
    const inRound = this.combat.roundState?.combatants.find((entry) => entry.id === this.combatantId);
    const resources = stats ? roundResources(stats) : { willpower: { permanent: 0, current: 0 }, blood: null, celerity: 0, rage: null };
    return declarationFormContext(roundContext(this.combat.roundState), {
      combatantId: this.combatantId,
      name: combatant?.name ?? "",
      targets: this.targets(),
      resources,
      mustGetUp: inRound?.condition.mustGetUp ?? false,
      values: this.values,
    });
  }

  protected override async _prepareContext(options: Parameters<foundry.applications.api.ApplicationV2["_prepareContext"]>[0]): Promise<RenderContext & DeclarationFormContext & { problemText: string }> {
    const context = this.formContext();
    return { ...(await super._prepareContext(options)), ...context, problemText: problemText(context) };
  }

  private readForm(): void {
    const data = new FormData(this.element as HTMLFormElement);
    this.values = declarationValuesFromForm((name) => {
      const value = data.get(name);
      return typeof value === "string" ? value : null;
    }, this.values.rows.length);
  }

  /**
   * A choice that shows or hides fields (kind, source) draws the rows again and gives the focus back to it;
   * typing only redraws the summary, so the field being typed in keeps its focus.
   */
  protected override _onChangeForm(formConfig: foundry.applications.api.ApplicationV2.FormConfiguration, event: Event): void {
    super._onChangeForm(formConfig, event);
    this.readForm();
    const field = event.target instanceof HTMLSelectElement ? event.target.name : null;
    if (!field) {
      void this.render({ parts: ["summary"] });
      return;
    }
    void this.render({ parts: ["rows", "summary"] }).then(() => this.element.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
  }

  static async onAddRow(this: DeclarationDialog, _event: PointerEvent, target: HTMLElement): Promise<void> {
    this.readForm();
    const row = emptyRow();
    row.target = this.targets()[0]?.id ?? "";
    row.source = (target.dataset.source as typeof row.source | undefined) ?? "declared";
    this.values.rows.push(row);
    await this.render();
    this.element.querySelector<HTMLElement>(`[name="kind-${this.values.rows.length - 1}"]`)?.focus();
  }

  static async onRemoveRow(this: DeclarationDialog, _event: PointerEvent, target: HTMLElement): Promise<void> {
    this.readForm();
    this.values.rows.splice(Number(target.dataset.index), 1);
    await this.render();
  }

  static async onSubmit(this: DeclarationDialog, event: SubmitEvent | Event): Promise<void> {
    event.preventDefault();
    this.readForm();
    const outcome = await requestDeclare(this.combat, this.combatantId, declarationFromForm(this.combatantId, this.values));
    if (outcome.ok) await this.close();
  }
}
