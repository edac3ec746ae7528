import { describe, expect, it } from "vitest";
import { FormDialog } from "../../../src/apps/dialogs/form-dialog";
import { MetChallengeDialog } from "../../../src/rulesets/met/apps/challenge-dialog";
import { MetChallengePanel } from "../../../src/rulesets/met/apps/challenge-panel";
import { StreamlinedAttackDialog } from "../../../src/rulesets/streamlined/apps/attack-dialog";
import { StandInApplicationV2 } from "../stand-in/applications";
import { standInDocument, standInWindow } from "../stand-in/page";

/** The smallest dialog: it settles with the answer typed, and stays open while none is. */
class AnswerDialog extends FormDialog<{ asked: true }, string> {
  protected dialogContext(): { asked: true } {
    return { asked: true };
  }

  protected async sendForm(form: HTMLFormElement): Promise<void> {
    const answer = form.querySelector("input")?.value ?? "";
    if (answer !== "") await this.finish(answer);
  }
}

function formWith(answer: string): HTMLFormElement {
  const form = standInDocument.createElement("form") as HTMLFormElement;
  form.innerHTML = `<input name="answer" value="${answer}"><button type="submit">Ask</button>`;
  return form;
}

const submitEvent = () => new (standInWindow.Event as unknown as typeof Event)("submit");

/**
 * A dialog declares only what is its own; the form, its handler and the system's class come from the dialog base
 * (src/apps/dialogs/form-dialog.ts), merged in as Foundry's `_initializeApplicationOptions` merges each class's
 * DEFAULT_OPTIONS along the inheritance chain. The stand-in merges them the same way, or these would not hold.
 */
describe("a dialog's options are its own merged over the dialog base's, as Foundry merges them", () => {
  it("the stand-in joins arrays, merges inner objects and lets the nearer class or the constructor replace the rest", () => {
    class Parent extends StandInApplicationV2 {
      static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["a"], tag: "form", window: { title: "Parent", icon: "p" } };
    }
    class Child extends Parent {
      static override DEFAULT_OPTIONS = { classes: ["b", "a"], window: { title: "Child" } };
    }
    expect(new Child({ id: "x", window: { icon: "c" } }).options).toEqual({ classes: ["a", "b"], tag: "form", window: { title: "Child", icon: "c" }, id: "x" });
    // The parent's declared options are copied, never changed by a child's merge.
    expect(Parent.DEFAULT_OPTIONS).toEqual({ classes: ["a"], tag: "form", window: { title: "Parent", icon: "p" } });
  });

  it("the challenge and attack dialogs are forms submitted through the base's handler, with their own classes and windows", () => {
    const met = new MetChallengeDialog({ name: "Ada" } as never);
    expect(met.options).toMatchObject({
      classes: ["storyteller-combat", "stc-met-dialog"],
      tag: "form",
      window: { title: "STC.Met.Dialog.Title" },
      position: { width: 420 },
      form: { handler: FormDialog.onSubmit, closeOnSubmit: false, submitOnChange: false },
    });
    // The Storyteller's panel is a window of the system's too, not a form.
    expect(new MetChallengePanel().options).toEqual({ classes: ["storyteller-combat", "stc-met-panel"], id: "stc-met-challenge-panel", window: { title: "STC.Met.Panel.Title", icon: "fa-solid fa-hand-scissors", resizable: true }, position: { width: 480, height: 600 } });
    const attack = new StreamlinedAttackDialog({ name: "Ada" } as never, "Ben", "");
    expect(attack.options).toMatchObject({
      classes: ["storyteller-combat", "stc-attack-dialog", "stc-streamlined-dialog"],
      tag: "form",
      form: { handler: FormDialog.onSubmit },
    });
  });
});

describe("a dialog settles once: with the value it was submitted with, or null when closed without", () => {
  it("a refused submission leaves it open; an accepted one settles it with the value and closes it", async () => {
    const dialog = new AnswerDialog();
    const closed: string[] = [];
    Object.assign(dialog, { close: async () => void closed.push("closed") });
    await AnswerDialog.onSubmit.call(dialog, submitEvent(), formWith(""));
    expect(closed).toEqual([]);
    await AnswerDialog.onSubmit.call(dialog, submitEvent(), formWith("yes"));
    expect(closed).toEqual(["closed"]);
    expect(await dialog.settled).toBe("yes");
  });

  it("closed without submitting, it settles with null; Escape in a field closes it, as Foundry's dialogs do", async () => {
    const dialog = new AnswerDialog();
    const form = formWith("");
    Object.assign(dialog, { element: form });
    (dialog as unknown as { _attachFrameListeners(): void })._attachFrameListeners();
    const escape = new (standInWindow.KeyboardEvent as unknown as typeof KeyboardEvent)("keydown", { key: "Escape", bubbles: true, cancelable: true });
    form.querySelector("input")?.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(await dialog.settled).toBeNull();
  });
});
