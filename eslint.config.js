import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "test-output/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": [
        "error",
        { "ts-ignore": true, "ts-nocheck": true, "ts-expect-error": "allow-with-description", minimumDescriptionLength: 10 },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-restricted-syntax": ["error", { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: "Pass a random source in; only the Foundry layer draws real dice." }],
    },
  },
  {
    // The rules are plain functions over plain data: no Foundry, no DOM, no Node.
    files: ["src/rules/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", "game", "CONFIG", "foundry", "Hooks", "ui", "document", "window", "canvas", "fromUuid"],
      // A unit test checks that every import of src/rules stays inside src/rules.
      "no-restricted-imports": ["error", { patterns: ["node:*"] }],
    },
  },
  {
    files: ["src/**/*.ts"],
    ignores: ["src/rules/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["node:*"] }] },
  },
  {
    files: ["scripts/**/*.{ts,mjs,js}", "test/**/*.{ts,mjs}", "*.config.{ts,js}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", Buffer: "readonly", performance: "readonly" } },
    rules: { "no-restricted-syntax": "off" },
  },
);
