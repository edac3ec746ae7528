import { resolve } from "node:path";
import { compile } from "sass";
import { describe, expect, it } from "vitest";
import { AA_TEXT, FOUNDRY_BACKGROUNDS, contrast, hex, over, parseColour, type Rgba } from "./colour";

/**
 * Every text colour of the compiled stylesheet against what it is drawn on, in Foundry's light and dark themes.
 * A rule that sets a colour and a background is read as that pair (its hover and focus states take the colour
 * of the rule they vary); a rule that sets only a colour is read against every surface the system draws (its
 * paper and paper shade) and the backgrounds Foundry itself draws behind the sidebar and chat.
 */
const css = compile(resolve(import.meta.dirname, "../../styles/storyteller-combat.scss"), { style: "expanded" }).css;

interface Rule {
  selector: string;
  declarations: Map<string, string>;
}

function rules(source: string): Rule[] {
  const out: Rule[] = [];
  for (const match of source.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const line of (match[2] ?? "").split(";")) {
      const colon = line.indexOf(":");
      if (colon > 0) declarations.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    }
    out.push({ selector: (match[1] ?? "").trim().replace(/\s+/g, " "), declarations });
  }
  return out;
}

const all = rules(css);
type Theme = "light" | "dark";
const THEMES: Theme[] = ["light", "dark"];

/** The custom properties a theme sets: the light ones on `:root, .theme-light`, the dark ones on `.theme-dark`. */
function tokens(theme: Theme): Map<string, string> {
  const rule = all.find((candidate) => candidate.selector.split(",").map((part) => part.trim()).includes(`.theme-${theme}`));
  if (!rule) throw new Error(`the stylesheet sets no .theme-${theme} colours`);
  return new Map([...rule.declarations].filter(([name]) => name.startsWith("--")));
}

const themeTokens = { light: tokens("light"), dark: tokens("dark") };

/** A declaration's colour in a theme: a literal, or a `var(--stc-…)` the theme sets; undefined when neither. */
function colourIn(theme: Theme, value: string | undefined): Rgba | undefined {
  if (value === undefined) return undefined;
  const variable = /^var\((--[\w-]+)(?:,[^)]*)?\)$/.exec(value.trim())?.[1];
  const literal = variable ? themeTokens[theme].get(variable) : value;
  return literal === undefined ? undefined : parseColour(literal);
}

const background = (rule: Rule) => rule.declarations.get("background-color") ?? rule.declarations.get("background");
const STATE = /:(hover|focus-visible|focus)(:not\([^)]*\))?/g;

/** The colour a rule's text takes: its own, or for a hover or focus state, that of the rule it varies. */
function textOf(rule: Rule): string | undefined {
  const own = rule.declarations.get("color");
  if (own) return own;
  if (!STATE.test(rule.selector)) return undefined;
  const base = rule.selector.replace(STATE, "");
  return [...all].reverse().find((candidate) => candidate.selector === base && candidate.declarations.has("color"))?.declarations.get("color");
}

interface Pair {
  theme: Theme;
  selector: string;
  text: string;
  ground: string;
  ratio: number;
}

function pairs(): Pair[] {
  const out: Pair[] = [];
  for (const theme of THEMES) {
    const surfaces = [
      ...["--stc-paper", "--stc-paper-shade"].map((name) => colourIn(theme, `var(${name})`)),
      ...FOUNDRY_BACKGROUNDS[theme].map((value) => parseColour(value)),
    ].filter((colour): colour is Rgba => colour !== undefined);
    for (const rule of all) {
      if (rule.selector.includes(":disabled") || rule.selector.startsWith(":root") || rule.selector.startsWith(".theme-")) continue;
      const text = colourIn(theme, textOf(rule));
      if (!text) continue;
      const own = colourIn(theme, background(rule));
      const grounds = own && own.a === 1 ? [own] : surfaces.map((surface) => (own ? over(own, surface) : surface));
      for (const ground of grounds) {
        const seen = text.a === 1 ? text : over(text, ground);
        out.push({ theme, selector: rule.selector, text: hex(seen), ground: hex(ground), ratio: Math.round(contrast(seen, ground) * 100) / 100 });
      }
    }
  }
  return out;
}

describe("contrast of the system's colours (WCAG AA, 4.5:1 for text)", () => {
  const found = pairs();

  it("reads the theme colours and the text rules of the compiled stylesheet", () => {
    for (const theme of THEMES) {
      for (const name of ["--stc-ink", "--stc-paper", "--stc-paper-shade", "--stc-accent", "--stc-accent-strong", "--stc-muted", "--stc-good", "--stc-fill", "--stc-fill-strong", "--stc-good-fill", "--stc-on-fill"]) {
        expect(colourIn(theme, `var(${name})`), `${theme} ${name}`).toBeDefined();
      }
    }
    expect(found.length).toBeGreaterThan(200);
    // The roll dialog's button, the success die and the sheet headings are among the pairs read.
    expect(found.some((pair) => pair.selector.includes(".stc-roll-button"))).toBe(true);
    expect(found.some((pair) => pair.selector.includes(".die-success"))).toBe(true);
    expect(found.some((pair) => pair.selector.includes("h3"))).toBe(true);
  });

  it("the checker itself: black on white is 21:1, the web's usual #767676 grey on white just passes, a colour on itself is 1:1", () => {
    const ratio = (first: string, second: string) => {
      const [a, b] = [parseColour(first), parseColour(second)];
      if (!a || !b) throw new Error(`unreadable colour ${first} or ${second}`);
      return contrast(a, b);
    };
    expect(ratio("#000", "#fff")).toBeCloseTo(21, 5);
    expect(ratio("#767676", "#ffffff")).toBeGreaterThan(4.5);
    expect(ratio("rgb(50%, 50%, 50%)", "#808080")).toBeCloseTo(1, 1);
  });

  for (const theme of THEMES) {
    it(`every text colour in the ${theme} theme reaches 4.5:1 on what it is drawn on`, () => {
      const failing = found.filter((pair) => pair.theme === theme && pair.ratio < AA_TEXT).map((pair) => `${pair.selector}: ${pair.text} on ${pair.ground} is ${pair.ratio}:1`);
      expect(failing).toEqual([]);
    });
  }

  it("no text is faded with opacity, which would blend it into its background (a disabled control may be)", () => {
    const faded = all.filter((rule) => {
      const opacity = rule.declarations.get("opacity");
      return opacity !== undefined && parseFloat(opacity) < 1 && !rule.selector.split(",").every((part) => part.includes(":disabled"));
    });
    expect(faded.map((rule) => rule.selector)).toEqual([]);
  });
});
