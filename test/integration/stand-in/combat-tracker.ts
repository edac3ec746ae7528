import { StandInApplicationV2 } from "./applications";
import { renderTemplate } from "./handlebars";
import { standInDocument, standInWindow } from "./page";

type Handler = (this: StandInCombatTracker, event: Event, target: HTMLElement) => unknown;
type RenderOptions = { force?: boolean; parts?: string[]; combat?: unknown; renderContext?: string; renderData?: unknown; isFirstRender?: boolean };
type Context = Record<string, unknown>;

interface Point {
  x: number;
  y: number;
}

/** What the tracker reads of a token's placeable (Foundry's Token), recorded for the tests. */
export interface TrackerToken {
  center: Point;
  visible: boolean;
  controlled: boolean;
  hovered: boolean;
  control(options: { releaseOthers: boolean }): boolean;
  _canHover(user: unknown, event: Event): boolean;
  _onHoverIn(event: Event, options: { hoverOutOthers: boolean }): void;
  _onHoverOut(event: Event): void;
}

interface TrackedCombatant {
  id: string;
  name: string;
  img: string;
  hidden: boolean;
  isDefeated: boolean;
  initiative: number | null;
  sceneId: string | null;
  isOwner: boolean;
  visible?: boolean;
  token?: { object?: TrackerToken | null } | null;
  actor?: { toggleStatusEffect?(id: string, options: { overlay: boolean; active: boolean }): Promise<unknown>; effects?: Iterable<{ statuses: Set<string>; img?: string; name: string; disabled: boolean }> } | null;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

interface TrackedCombat {
  id: string;
  turn: number | null;
  round: number;
  turns: TrackedCombatant[];
  combatants: { get(id: string): TrackedCombatant | undefined };
  rollInitiative?(ids: string[]): Promise<unknown>;
}

/** The canvas the tracker pans and pings on: a scene, and what was asked of it. */
export const standInCanvas = {
  ready: true,
  scene: { id: "scene00000000001" } as { id: string } | null,
  pings: [] as Point[],
  pans: [] as Point[],
  ping(point: Point): Promise<boolean> {
    this.pings.push({ x: point.x, y: point.y });
    return Promise.resolve(true);
  },
  animatePan(point: Point): Promise<boolean> {
    this.pans.push({ x: point.x, y: point.y });
    return Promise.resolve(true);
  },
  reset(): void {
    this.ready = true;
    this.scene = { id: "scene00000000001" };
    this.pings.length = 0;
    this.pans.length = 0;
  },
};

/** The system's tracker class as the stand-in runs it: Foundry's tracker model under the system's subclass. */
export function trackerOf(TrackerClass: new () => unknown): StandInCombatTracker {
  return new TrackerClass() as StandInCombatTracker;
}

/** Foundry's `game.combats.apps`: the trackers drawn again when a Combat changes. */
export const combatApps = new Set<StandInCombatTracker>();

interface Globals {
  game: { user: { isGM: boolean; hasPermission?(permission: string): boolean }; combat: TrackedCombat | null };
  Hooks: { callAll(hook: string, ...args: unknown[]): unknown };
  ui: { notifications: { warn(message: string, options?: unknown): unknown } };
  CONFIG: { specialStatusEffects?: { DEFEATED?: string } };
}
const globals = () => globalThis as unknown as Globals;

type AppClass = typeof StandInApplicationV2 & { foundryName?: string };

/** The class and its parents, the class first, down to the stand-in's ApplicationV2. */
function classChain(start: object): AppClass[] {
  const out: AppClass[] = [];
  for (let cls: unknown = start; typeof cls === "function" && cls !== Function.prototype; cls = Object.getPrototypeOf(cls)) out.push(cls as AppClass);
  return out;
}

/**
 * Foundry's sidebar combat tracker, modelled on v13's CombatTracker and the ApplicationV2 render life-cycle it
 * runs through: options configured (all parts on a first render, the viewed combat), the context, each part's
 * context and template (a part must render exactly one element), the parts put in place, `_onFirstRender`
 * (joining `game.combats.apps`), `_onRender` (core's: when a combat update moved the turn, it looks up
 * `.combat-tracker` and its `.combatant.active` to scroll it into view), and only then the `render{Class}` hooks
 * for each class in the chain. A throw anywhere rejects the render and skips the hooks, as in Foundry.
 * Clicks go through `data-action` to the merged actions of the class chain; rows answer Foundry's own actions
 * (select and pan, hide, defeat, ping, pan) and hover.
 */
export class StandInCombatTracker extends StandInApplicationV2 {
  /** The name Foundry's class has, for its render hook. */
  static foundryName = "CombatTracker";

  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    actions: {
      activateCombatant: function (this: StandInCombatTracker, event: Event, target: HTMLElement) {
        return this._onCombatantMouseDown(event, target);
      },
      panToCombatant: combatantControl,
      pingCombatant: combatantControl,
      rollInitiative: combatantControl,
      toggleDefeated: combatantControl,
      toggleHidden: combatantControl,
    } satisfies Record<string, Handler>,
  };

  static PARTS: Record<string, { template: string; scrollable?: string[] }> = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs", scrollable: [""] },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };

  element: HTMLElement | null = null;
  /** Every render asked for, settled or not (Foundry does not await the renders a document update starts). */
  readonly renders: Promise<this>[] = [];
  /** Where `_onRender` scrolled the active combatant into view. */
  readonly scrolled: string[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private viewedCombat: TrackedCombat | null = null;
  private highlighted: TrackerToken | null = null;

  get viewed(): TrackedCombat | null {
    return this.viewedCombat;
  }

  set viewed(combat: TrackedCombat | null) {
    if (combat !== this.viewedCombat) this.highlighted = null;
    this.viewedCombat = combat ?? null;
  }

  /** The actions of every class in the chain, the subclass's last, as the options merged them. */
  get actions(): Record<string, Handler> {
    return (this.options.actions as Record<string, Handler> | undefined) ?? {};
  }

  /** The parts of the class (the subclass's own `PARTS` when it has them). */
  private get parts(): Record<string, { template: string }> {
    return (this.constructor as typeof StandInCombatTracker).PARTS;
  }

  override render(options: RenderOptions | boolean = {}): Promise<this> {
    const opts: RenderOptions = typeof options === "boolean" ? { force: options } : { ...options };
    const run = this.queue.then(() => this.renderNow(opts));
    this.queue = run.catch(() => undefined);
    this.renders.push(run);
    return run;
  }

  /** Waits for every render asked for so far; rejects with the first that failed. */
  async settled(): Promise<void> {
    await Promise.all(this.renders);
  }

  private async renderNow(options: RenderOptions): Promise<this> {
    options.isFirstRender = this.element === null;
    if (options.isFirstRender && !options.force) return this;
    this._configureRenderOptions(options);
    const context = await this._prepareContext(options);
    if (options.isFirstRender) {
      const frame = standInDocument.createElement("section");
      frame.id = "combat";
      frame.className = ["tab", "sidebar-tab", ...this.classes()].join(" ");
      this.element = frame;
      this._attachFrameListeners();
    }
    try {
      const rendered = await this._renderHTML(context, options);
      this._replaceHTML(rendered);
    } catch (error) {
      this.element?.remove();
      this.element = null;
      throw new Error(`Failed to render Application "combat":\n${(error as Error).message}`, { cause: error });
    }
    if (options.isFirstRender) {
      standInDocument.body.append(this.element as HTMLElement);
      await this._onFirstRender(context, options);
    }
    await this._onRender(context, options);
    this.callHooks("render", [this.element, context, options]);
    this.rendered += 1;
    return this;
  }

  private classes(): string[] {
    return (this.options.classes as string[] | undefined) ?? [];
  }

  /** `render{Class}` for the class and each parent, Foundry's names for the stand-in's own classes. */
  private callHooks(prefix: string, args: unknown[]): void {
    for (const cls of classChain(this.constructor)) {
      const name = Object.hasOwn(cls, "foundryName") && cls.foundryName ? cls.foundryName : cls.name;
      globals().Hooks.callAll(`${prefix}${name}`, this, ...args);
      if (cls === StandInCombatTracker) {
        globals().Hooks.callAll(`${prefix}AbstractSidebarTab`, this, ...args);
        globals().Hooks.callAll(`${prefix}ApplicationV2`, this, ...args);
        return;
      }
    }
  }

  protected _configureRenderOptions(options: RenderOptions): void {
    const all = Object.keys(this.parts);
    options.parts = options.isFirstRender || !options.parts ? all : options.parts.filter((part) => all.includes(part));
    const combat = "combat" in options ? (options.combat as TrackedCombat | null) : this.viewed;
    this.viewed = combat ?? globals().game.combat;
  }

  protected async _prepareContext(_options: RenderOptions): Promise<Context> {
    return { user: globals().game.user };
  }

  protected async _preparePartContext(partId: string, context: Context, options: RenderOptions): Promise<Context> {
    if (partId === "tracker") await this._prepareTrackerContext(context, options);
    else await this._prepareCombatContext(context, options);
    return context;
  }

  /** Core's turn list context: one entry per visible combatant in `combat.turns`. */
  protected async _prepareTrackerContext(context: Context, _options: RenderOptions): Promise<void> {
    const combat = this.viewed;
    if (!combat) return;
    const user = globals().game.user;
    context.turns = combat.turns
      .filter((combatant) => combatant.visible ?? (user.isGM || !combatant.hidden))
      .map((combatant) => {
        const active = combat.turns.indexOf(combatant) === combat.turn;
        return {
          id: combatant.id,
          name: combatant.name,
          img: combatant.img,
          hidden: combatant.hidden,
          isDefeated: combatant.isDefeated,
          initiative: combatant.initiative,
          isOwner: combatant.isOwner,
          active,
          canPing: combatant.sceneId === standInCanvas.scene?.id && (user.hasPermission?.("PING_CANVAS") ?? true),
          css: [active ? "active" : "", combatant.hidden ? "hide" : "", combatant.isDefeated ? "defeated" : ""].filter(Boolean).join(" "),
        };
      });
  }

  protected async _prepareCombatContext(context: Context, _options: RenderOptions): Promise<void> {
    const combat = this.viewed;
    Object.assign(context, { combat, hasCombat: combat !== null });
  }

  /** Each part's template, which must render exactly one element; Foundry's own templates are not here, so a bare element stands for them. */
  protected async _renderHTML(context: Context, options: RenderOptions): Promise<Record<string, HTMLElement>> {
    const out: Record<string, HTMLElement> = {};
    for (const partId of options.parts ?? []) {
      const part = this.parts[partId];
      if (!part) continue;
      const partContext = await this._preparePartContext(partId, context, options);
      try {
        const html = part.template.startsWith("templates/") ? `<div class="stand-in-core-part" data-template="${part.template}"></div>` : await renderTemplate(part.template, partContext);
        const holder = standInDocument.createElement("div");
        holder.innerHTML = html;
        if (holder.children.length !== 1) throw new Error(`Template part "${partId}" must render a single HTML element.`);
        const element = holder.firstElementChild as HTMLElement;
        element.dataset.applicationPart = partId;
        out[partId] = element;
      } catch (error) {
        throw new Error(`Failed to render template part "${partId}":\n${(error as Error).message}`, { cause: error });
      }
    }
    return out;
  }

  protected _replaceHTML(rendered: Record<string, HTMLElement>): void {
    const content = this.element as HTMLElement;
    for (const [partId, element] of Object.entries(rendered)) {
      const prior = content.querySelector(`[data-application-part="${partId}"]`);
      if (prior) prior.replaceWith(element);
      else content.append(element);
    }
  }

  protected async _onFirstRender(_context: Context, _options: RenderOptions): Promise<void> {
    combatApps.add(this);
  }

  /** Core's: after a combat update that moved the turn, the active combatant is scrolled into the tracker's view. */
  protected async _onRender(_context: Context, options: RenderOptions): Promise<void> {
    const data = ((options.renderData as { _id?: string }[] | undefined) ?? []).find((entry) => entry._id === this.viewed?.id);
    if (!options.parts?.includes("tracker") || options.renderContext !== "updateCombat" || !data || !("turn" in data)) return;
    const tracker = (this.element as HTMLElement).querySelector<HTMLElement>(".combat-tracker");
    // Core reads the list without a check: markup without `.combat-tracker` throws here.
    const active = (tracker as HTMLElement).querySelector<HTMLElement>(".combatant.active");
    if ((active?.offsetTop ?? 0) - (tracker as HTMLElement).offsetTop <= (tracker as HTMLElement).scrollTop) active?.scrollIntoView(true);
    if (active) this.scrolled.push(active.dataset.combatantId ?? "");
  }

  protected override _attachFrameListeners(): void {
    const element = this.element as HTMLElement;
    element.addEventListener("click", (event) => {
      const target = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
      if (!target) return;
      const handler = this.actions[target.dataset.action ?? ""];
      if (handler) void handler.call(this, event, target);
      else void this._onClickAction(event, target);
    });
    element.addEventListener("pointerover", (event) => this._onCombatantHoverIn(event));
    element.addEventListener("pointerout", (event) => this._onCombatantHoverOut(event));
    element.addEventListener("dblclick", (event) => {
      const target = (event.target as HTMLElement).closest<HTMLElement>("[data-combatant-id]");
      if (target) this._onCombatantMouseDown(event, target);
    });
  }

  /** Core's: a `.combat-control` button with no handler calls the combat's method of that name. */
  protected async _onClickAction(event: Event, target: HTMLElement): Promise<void> {
    if (!(event.target as HTMLElement).closest(".combat-control")) return;
    const method = (this.viewed as unknown as Record<string, unknown> | null)?.[target.dataset.action ?? ""];
    if (typeof method === "function") await (method as () => Promise<unknown>).call(this.viewed);
  }

  /** Core's: a click on a row (not on its buttons or fields) controls the combatant's token and pans to it. */
  _onCombatantMouseDown(event: Event, target: HTMLElement): void {
    const HTMLInput = standInWindow.HTMLInputElement as unknown as typeof HTMLInputElement;
    const HTMLButton = standInWindow.HTMLButtonElement as unknown as typeof HTMLButtonElement;
    if (event.target instanceof HTMLInput || event.target instanceof HTMLButton) return;
    const combatant = this.viewed?.combatants.get(target.dataset.combatantId ?? "");
    if (!combatant || event.type === "dblclick") return;
    const token = combatant.token?.object;
    if (token?.control({ releaseOthers: true })) void standInCanvas.animatePan(token.center);
  }

  /** Core's per-combatant controls, by the clicked button's action. */
  async _onCombatantControl(_event: Event, target: HTMLElement): Promise<void> {
    const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
    const combatant = this.viewed?.combatants.get(id);
    if (!combatant) return;
    switch (target.dataset.action) {
      case "pingCombatant":
      case "panToCombatant": {
        if (!standInCanvas.ready || combatant.sceneId !== standInCanvas.scene?.id) return;
        const token = combatant.token?.object;
        if (!token || !token.visible) {
          globals().ui.notifications.warn("COMBAT.WarnNonVisibleToken", { localize: true });
          return;
        }
        if (target.dataset.action === "pingCombatant") await standInCanvas.ping(token.center);
        else await standInCanvas.animatePan(token.center);
        return;
      }
      case "rollInitiative":
        await this.viewed?.rollInitiative?.([combatant.id]);
        return;
      case "toggleDefeated": {
        const defeated = !combatant.isDefeated;
        await combatant.update({ defeated });
        await combatant.actor?.toggleStatusEffect?.(globals().CONFIG.specialStatusEffects?.DEFEATED ?? "dead", { overlay: true, active: defeated });
        return;
      }
      case "toggleHidden":
        await combatant.update({ hidden: !combatant.hidden });
        return;
    }
  }

  /** Core's hover: the row's token is highlighted on the canvas. */
  _onCombatantHoverIn(event: Event): void {
    const id = (event.target as HTMLElement).closest<HTMLElement>(".combatant[data-combatant-id]")?.dataset.combatantId;
    if (!standInCanvas.ready || !id) return;
    const token = this.viewed?.combatants.get(id)?.token?.object;
    if (token && token._canHover(globals().game.user, event) && token.visible) {
      token._onHoverIn(event, { hoverOutOthers: true });
      this.highlighted = token;
    }
  }

  _onCombatantHoverOut(event: Event): void {
    this.highlighted?._onHoverOut(event);
    this.highlighted = null;
  }

  /** Core's: a token hovered on the canvas marks its row. */
  hoverCombatant(combatant: { id: string }, hover: boolean): void {
    const row = this.element?.querySelector(`.combatant[data-combatant-id="${combatant.id}"]`);
    row?.classList.toggle("hover", hover);
  }
}

function combatantControl(this: StandInCombatTracker, event: Event, target: HTMLElement): Promise<void> {
  return this._onCombatantControl(event, target);
}
