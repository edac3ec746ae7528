type HookFn = (...args: unknown[]) => unknown;

/** The stand-in for Foundry's Hooks: `once` and `on` listeners, `call` stops on a false return. */
export class StandInHooks {
  private listeners = new Map<string, { fn: HookFn; once: boolean }[]>();
  readonly calls: { hook: string; args: unknown[] }[] = [];

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
    for (const entry of this.take(hook)) entry.fn(...args);
    return true;
  }

  call(hook: string, ...args: unknown[]): boolean {
    this.calls.push({ hook, args });
    for (const entry of this.take(hook)) {
      if (entry.fn(...args) === false) return false;
    }
    return true;
  }

  private take(hook: string): { fn: HookFn; once: boolean }[] {
    const list = this.listeners.get(hook) ?? [];
    this.listeners.set(hook, list.filter((entry) => !entry.once));
    return list;
  }

  reset(): void {
    this.listeners.clear();
    this.calls.length = 0;
  }
}
