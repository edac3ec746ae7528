export const SYSTEM_ID = "storyteller-combat";
/** Where Foundry serves this system's files from. */
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;
/**
 * Where Foundry loads a template from. A ruleset's templates are named under its id (`"met/sheet.hbs"`): they live
 * in its folder's `templates/` (`src/rulesets/met/templates/sheet.hbs`) and the build copies them to
 * `templates/<id>/`; a template shared by rulesets would sit in the root `templates/` and be named without one.
 * scripts/system-files.ts `templateSource` finds a name's file in the repository.
 */
export const templatePath = (name: string): string => `${SYSTEM_PATH}/templates/${name}`;
