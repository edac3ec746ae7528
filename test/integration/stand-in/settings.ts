export interface SettingRegistration {
  name?: string;
  hint?: string;
  scope?: string;
  config?: boolean;
  type?: unknown;
  default?: unknown;
  choices?: Record<string, string>;
  onChange?: (value: unknown) => void;
  [option: string]: unknown;
}

/** The stand-in for `game.settings`: registrations by `namespace.key`, values defaulting to the registration's. */
export class StandInSettings {
  readonly settings = new Map<string, SettingRegistration>();
  /** Menus registered with `registerMenu`, by `namespace.key`: a button in the settings that opens an application. */
  readonly menus = new Map<string, SettingRegistration>();
  private values = new Map<string, unknown>();

  /**
   * Where the values are kept, as Foundry's `game.settings.storage`: the world's as Setting documents by their full
   * key. A setting the world never stored has no document, whatever its default.
   */
  readonly storage = new Map([["world", { getSetting: (key: string) => (this.values.has(key) ? { value: this.values.get(key) } : undefined) }]]);

  register(namespace: string, key: string, data: SettingRegistration): void {
    this.settings.set(`${namespace}.${key}`, data);
  }

  registerMenu(namespace: string, key: string, data: SettingRegistration): void {
    this.menus.set(`${namespace}.${key}`, data);
  }

  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const registration = this.settings.get(id);
    if (!registration) throw new Error(`${id} is not a registered game setting`);
    return this.values.has(id) ? this.values.get(id) : structuredClone(registration.default);
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const registration = this.settings.get(id);
    if (!registration) throw new Error(`${id} is not a registered game setting`);
    if (registration.choices && !Object.hasOwn(registration.choices, String(value))) {
      throw new Error(`${String(value)} is not a choice of ${id}`);
    }
    this.values.set(id, value);
    registration.onChange?.(value);
    return value;
  }

  /**
   * A value the world's database already holds when the system starts: Foundry loads the world's settings before
   * `init`, so a setting reads its stored value as soon as it is registered.
   */
  store(namespace: string, key: string, value: unknown): void {
    this.values.set(`${namespace}.${key}`, value);
  }

  reset(): void {
    this.settings.clear();
    this.menus.clear();
    this.values.clear();
  }
}
