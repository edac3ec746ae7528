type HookFn = (...args: unknown[]) => unknown;

/**
 * The stand-in for Foundry's Hooks: `once` and `on` listeners, `call` stops on a false return. As in Foundry
 * (client/helpers/hooks.mjs), an error thrown by a listener is logged and the next listener runs: the caller
 * never sees it. The errors are kept in `errors` for a test to read.
 */
export class StandInHooks {
  private listeners = new Map<string, { fn: HookFn; once: boolean }[]>();
  readonly calls: { hook: string; args: unknown[] }[] = [];
  readonly errors: { hook: string; error: unknown }[] = [];

  on(hook: string, fn: HookFn): number {
    const list = this.listeners.get(hook) ?? [];
    list.push({ fn, once: false });
    this.listeners.set(hook, list);
    return list.length;
  }

  once(hook: string, fn: HookFn): number {
    const list = this.listeners.get(hook) ?? [];
    list.push({ fn, once: true });
    this.listeners.set(hook, list);
    return list.length;
  }

  off(hook: string, fn: HookFn): void {
    this.listeners.set(hook, (this.listeners.get(hook) ?? []).filter((entry) => entry.fn !== fn));
  }

  callAll(hook: string, ...args: unknown[]): true {
    this.calls.push({ hook, args });
    for (const entry of this.take(hook)) this.run(hook, entry.fn, args);
    return true;
  }

  call(hook: string, ...args: unknown[]): boolean {
    this.calls.push({ hook, args });
    for (const entry of this.take(hook)) {
      if (this.run(hook, entry.fn, args) === false) return false;
    }
    return true;
  }

  /** One listener, as Foundry's `Hooks.#call` runs it: a thrown error is logged and answers undefined. */
  private run(hook: string, fn: HookFn, args: unknown[]): unknown {
    try {
      return fn(...args);
    } catch (error) {
      this.errors.push({ hook, error });
      if (hook !== "error") this.callAll("error", "Hooks.#call", error, { hook });
      return undefined;
    }
  }

  /**
   * Foundry's `Hooks.onError`: an error caught somewhere is reported, kept in `errors`, announced to the `error`
   * hook and, with `notify`, shown to the user; it is not thrown on.
   */
  onError(location: string, error: unknown, { notify }: { notify?: "error" | "warn" | "info" | null; [option: string]: unknown } = {}): void {
    this.errors.push({ hook: location, error });
    this.callAll("error", location, error, {});
    const notifications = (globalThis as { ui?: { notifications?: Record<string, ((message: string) => unknown) | undefined> } }).ui?.notifications;
    if (notify) notifications?.[notify]?.(error instanceof Error ? error.message : String(error));
  }

  private take(hook: string): { fn: HookFn; once: boolean }[] {
    const list = this.listeners.get(hook) ?? [];
    this.listeners.set(hook, list.filter((entry) => !entry.once));
    return list;
  }

  reset(): void {
    this.listeners.clear();
    this.calls.length = 0;
    this.errors.length = 0;
  }
}
