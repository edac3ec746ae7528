/**
 * Which folds (`<details data-fold="key">`) of one sheet are open. Foundry draws a sheet's parts afresh on every
 * render (after each field change, with `submitOnChange`), and a fold drawn from the template alone would close
 * again each time; the sheet keeps one of these and reads the folds back from its element before it draws anew.
 */
export class FoldState {
  readonly #open = new Set<string>();

  /** The keys of the open folds, for the context the template is drawn from. */
  get open(): ReadonlySet<string> {
    return this.#open;
  }

  /** Reads the folds as the user left them in the element about to be drawn again; folds not drawn keep theirs. */
  capture(root: ParentNode | null | undefined): void {
    for (const fold of root?.querySelectorAll<HTMLDetailsElement>("details[data-fold]") ?? []) {
      const key = fold.dataset.fold;
      if (!key) continue;
      if (fold.open) this.#open.add(key);
      else this.#open.delete(key);
    }
  }
}
