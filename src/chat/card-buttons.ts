/**
 * Wires a card's buttons once per drawn element (a card drawn again in the same element, src/chat/redraw.ts, keeps
 * its one listener): a press of a `button[data-action]` disables the button and hands it to `press`, which starts
 * the work and returns it, or null when the button asks for nothing. One press, one request: the button comes back
 * when the work is done, and the card is drawn again when its message changes. A button is pressed by mouse or by
 * keyboard alike: the browser fires `click` for Enter and Space on a focused button.
 */
export function wireCardButtons(element: HTMLElement, press: (button: HTMLButtonElement, card: HTMLElement) => Promise<unknown> | null): void {
  if (element.dataset.stcWired) return;
  element.dataset.stcWired = "true";
  element.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement | null)?.closest<HTMLButtonElement>("button[data-action]");
    if (!button || button.disabled) return;
    event.preventDefault();
    button.disabled = true;
    const release = () => {
      button.disabled = false;
    };
    const work = press(button, element);
    if (work) void work.finally(release);
    else release();
  });
}

/** The element a message's card is drawn in: its content, or the element itself when it is the content. */
export const cardContentOf = (html: HTMLElement): HTMLElement => html.querySelector<HTMLElement>(".message-content") ?? html;
