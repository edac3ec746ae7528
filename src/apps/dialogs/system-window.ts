import { SYSTEM_ID } from "../../constants";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

export type WindowRenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type WindowConfiguration = foundry.applications.api.ApplicationV2.Configuration;
type WindowRenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** What a window class declares; Foundry merges each class's options over its parent's (arrays joined, objects merged). */
export type WindowOptions = typeof foundry.applications.api.ApplicationV2.DEFAULT_OPTIONS;

/** `_prepareContext`'s options, spelled once. */
type WindowPrepareOptions = Parameters<foundry.applications.api.ApplicationV2["_prepareContext"]>[0];

/** `_onRender`'s arguments, spelled once. */
export type WindowRenderArgs = Parameters<foundry.applications.api.ApplicationV2["_onRender"]>;

/**
 * A window of the system's own (a dialog, the Storyteller's panel): Foundry's Handlebars application, generic over
 * the context its parts draw so each window names its own (left to their defaults, the mixin's types nest too deep
 * for the checker, TS2589), that context added to Foundry's at each render.
 */
export abstract class SystemWindow<Context extends object> extends HandlebarsApplicationMixin(ApplicationV2)<WindowRenderContext & Context, WindowConfiguration, WindowRenderOptions> {
  static override DEFAULT_OPTIONS: WindowOptions = { classes: [SYSTEM_ID] };

  /** What the window's parts draw, read afresh at each render. */
  protected abstract windowContext(): Context | Promise<Context>;

  protected override async _prepareContext(options: WindowPrepareOptions): Promise<WindowRenderContext & Context> {
    return { ...(await super._prepareContext(options)), ...(await this.windowContext()) };
  }
}
