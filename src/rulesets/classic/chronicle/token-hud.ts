import { translate } from "../../../i18n";
import { GAROU_FORMS, type GarouForm } from "../rules/character/vocabulary";
import { SHIFT_WAYS, type ShiftWay } from "../rules/chronicle/form-change";
import { requestShift } from "../requests/chronicle-shift";

/** What the token HUD offers a Garou's owner: each other form, by the roll or by a Rage point. */
export interface ShiftPaletteView {
  forms: { id: GarouForm; label: string }[];
  ways: { id: ShiftWay; label: string }[];
}

/** The palette for a Garou in `form`, or null for a character that does not change form. */
export function shiftPalette(creature: string, form: GarouForm): ShiftPaletteView | null {
  if (creature !== "garou") return null;
  return {
    forms: GAROU_FORMS.filter((id) => id !== form).map((id) => ({ id, label: translate(`STC.Classic.Form.${id}`) })),
    ways: SHIFT_WAYS.map((id) => ({ id, label: translate(id === "rage" ? "STC.Classic.Chronicle.Sheet.ShiftByRage" : "STC.Classic.Chronicle.Sheet.ShiftByRoll") })),
  };
}

function element<K extends keyof HTMLElementTagNameMap>(page: Document, tag: K, classes: string, text = ""): HTMLElementTagNameMap[K] {
  const made = page.createElement(tag);
  made.className = classes;
  made.textContent = text;
  return made;
}

/**
 * Adds the change-form button to a Garou's token HUD, for users who own the character: it opens the palette of the
 * other forms, and each choice sends the request the sheet's buttons send (chronicle-shift.ts).
 */
export function addShiftButton(actor: Actor.Implementation | null | undefined, html: HTMLElement): void {
  if (!actor?.isOwner) return;
  const system = actor.system as unknown as { creature?: string; garou?: { form?: GarouForm } };
  const palette = shiftPalette(system.creature ?? "", system.garou?.form ?? "homid");
  const column = html.querySelector<HTMLElement>(".col.left") ?? html;
  if (!palette || column.querySelector(".stc-shift-hud")) return;
  const page = html.ownerDocument;
  const button = element(page, "button", "control-icon stc-shift-hud");
  button.type = "button";
  button.dataset.tooltip = translate("STC.Classic.Chronicle.Sheet.ChangeForm");
  button.setAttribute("aria-label", translate("STC.Classic.Chronicle.Sheet.ChangeForm"));
  button.append(element(page, "i", "fa-solid fa-paw"));
  const list = element(page, "div", "stc-shift-palette");
  list.hidden = true;
  for (const form of palette.forms) {
    const row = element(page, "div", "stc-shift-form", form.label);
    for (const way of palette.ways) {
      const choice = element(page, "button", "stc-shift-choice", way.label);
      choice.type = "button";
      choice.dataset.form = form.id;
      choice.dataset.way = way.id;
      choice.addEventListener("click", (event) => {
        event.preventDefault();
        event.stopPropagation();
        list.hidden = true;
        void requestShift(actor, form.id, way.id);
      });
      row.append(choice);
    }
    list.append(row);
  }
  button.addEventListener("click", (event) => {
    event.preventDefault();
    list.hidden = !list.hidden;
  });
  column.append(button, list);
}

/** Watches the token HUD being drawn. */
export function registerShiftHud(): void {
  Hooks.on("renderTokenHUD", (hud, html) => {
    const token = (hud as unknown as { document?: TokenDocument.Implementation | null }).document;
    // Foundry hands the HUD's element (v13 and v14 alike); anything else is left alone.
    if (typeof (html as Partial<HTMLElement> | null)?.querySelector === "function") addShiftButton(token?.actor, html as HTMLElement);
  });
}
