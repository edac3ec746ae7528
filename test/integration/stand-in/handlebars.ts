import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { templateSource } from "../../../scripts/system-files";

const SYSTEM_PREFIX = "systems/storyteller-combat/";

/** The page's Handlebars, with Foundry's `localize` helper reading `game.i18n` as Foundry's helper does. */
export const standInHandlebars = Handlebars.create();
standInHandlebars.registerHelper("localize", (key: string, options: Handlebars.HelperOptions) => {
  const i18n = (globalThis as unknown as { game: { i18n: { localize(key: string): string; format(key: string, data: object): string } } }).game.i18n;
  const hash = options.hash as Record<string, unknown>;
  return Object.keys(hash).length ? i18n.format(key, hash) : i18n.localize(key);
});

/** Each template compiled once, as Foundry caches a template it has fetched. */
const compiled = new Map<string, HandlebarsTemplateDelegate>();

/** Foundry's renderTemplate for the system's own templates, read from the repository. */
export async function renderTemplate(path: string, data: object): Promise<string> {
  if (!path.startsWith(SYSTEM_PREFIX)) throw new Error(`The stand-in renders only the system's templates, not ${path}.`);
  let template = compiled.get(path);
  if (!template) {
    template = standInHandlebars.compile(readFileSync(templateSource(path), "utf8"));
    compiled.set(path, template);
  }
  return template(data);
}

/** Foundry's loadTemplates: registers each template as a partial named by its path. */
export async function loadTemplates(paths: string[]): Promise<void> {
  for (const path of paths) {
    const source = readFileSync(templateSource(path), "utf8");
    standInHandlebars.registerPartial(path, source);
  }
}
