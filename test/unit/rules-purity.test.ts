import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const rulesRoot = resolve(import.meta.dirname, "../../src/rules");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

const files = sourceFiles(rulesRoot);

describe("src/rules is plain TypeScript over plain data (design.md)", () => {
  it.each(files.map((file) => [relative(rulesRoot, file), file]))("%s imports only from src/rules", (_name, file) => {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/from\s+"([^"]+)"/g)) {
      const specifier = match[1] ?? "";
      expect(specifier.startsWith("."), `${specifier} is a package import`).toBe(true);
      const target = resolve(dirname(file), specifier);
      expect(target.startsWith(rulesRoot), `${specifier} leaves src/rules`).toBe(true);
    }
  });

  it.each(files.map((file) => [relative(rulesRoot, file), file]))("%s reads no Foundry or browser global", (_name, file) => {
    const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    expect(code).not.toMatch(/\b(game|CONFIG|foundry|Hooks|ui|canvas|document|window|fromUuid)\s*[.[(]/);
    expect(code).not.toMatch(/Math\.random/);
  });
});
