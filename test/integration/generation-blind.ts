/**
 * The integration files the Foundry 14 run leaves out, relative to test/integration: once the system's `init` is
 * done (which every file of that run goes through on 14 as well), none of them reaches a function of src/compat.ts,
 * the one module whose behaviour depends on the generation, so on 14 they would repeat the 13 run step for step.
 * `npm run test:generation-reach` measures what every file reaches and fails when this list and the measure differ.
 */
export const GENERATION_BLIND: readonly string[] = [
  "build/build.test.ts",
  "chat/attack-fields.test.ts",
  "chat/card-render.test.ts",
  "chat/clients.test.ts",
  "chat/defence-specialty.test.ts",
  "chat/entry-points.test.ts",
  "chat/fuzz.test.ts",
  "chat/packs.test.ts",
  "chat/redraw.test.ts",
  "chat/start-payload.test.ts",
  "chat/step-payload.test.ts",
  "documents/actor-bounds.test.ts",
  "documents/basic-maneuvers.test.ts",
  "documents/chronicle-sheet.test.ts",
  "documents/field-probes.test.ts",
  "documents/items.test.ts",
  "documents/migration-v4.test.ts",
  "documents/migrations.test.ts",
  "documents/sheet-submit.test.ts",
  "import/import.test.ts",
  "met/config.test.ts",
  "met/round.test.ts",
  "rulesets/classic-derives.test.ts",
  "rulesets/names.test.ts",
  "streamlined/chain.test.ts",
  "streamlined/security.test.ts",
  "streamlined/sheet.test.ts",
  "streamlined/switching.test.ts",
  "streamlined/tokens-and-holds.test.ts",
  "system/dialog-options.test.ts",
  "system/document-types.test.ts",
  "system/init.test.ts",
  "system/plural-forms.test.ts",
  "system/ruleset-play-load.test.ts",
  "system/ruleset-setting.test.ts",
  "system/ruleset-switch.test.ts",
  "system/settings-migration.test.ts",
  "toy/attack.test.ts",
  "toy/sheet.test.ts",
  "toy/switching.test.ts",
];

/** Files that reach only what `init` does, yet assert what it wrote on each generation: they run on both. */
export const ASSERTS_INIT_PER_GENERATION: Readonly<Record<string, string>> = {
  "system/registration.test.ts": "the status list init writes is an array on 13 and keyed by id on 14",
};
