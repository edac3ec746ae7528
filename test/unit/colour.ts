/**
 * Colour arithmetic for the contrast tests: CSS colours as the compiled stylesheet writes them, and the
 * WCAG 2 contrast ratio of two of them.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** `#rgb`, `#rrggbb`, `rgb(…)` / `rgba(…)` with numbers or percentages; `undefined` for anything else. */
export function parseColour(text: string): Rgba | undefined {
  const value = text.trim().toLowerCase();
  if (value === "white") return { r: 255, g: 255, b: 255, a: 1 };
  if (value === "black") return { r: 0, g: 0, b: 0, a: 1 };
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
    return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16), a: 1 };
  }
  const call = /^rgba?\(([^)]*)\)$/.exec(value)?.[1];
  if (!call) return undefined;
  const parts = call.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3) return undefined;
  const channel = (part: string) => (part.endsWith("%") ? (parseFloat(part) * 255) / 100 : parseFloat(part));
  const alpha = parts[3] === undefined ? 1 : parts[3].endsWith("%") ? parseFloat(parts[3]) / 100 : parseFloat(parts[3]);
  const [r, g, b] = parts.slice(0, 3).map(channel);
  if ([r, g, b, alpha].some((number) => number === undefined || Number.isNaN(number))) return undefined;
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a: alpha };
}

/** A colour seen over an opaque one. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(first: Rgba, second: Rgba): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

export const hex = ({ r, g, b }: Rgba): string => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** WCAG AA for text of normal size. */
export const AA_TEXT = 4.5;

/**
 * The backgrounds Foundry v13 itself puts behind the system's text where the system sets none (the sidebar's
 * combat tracker, chat messages, application windows), read from Foundry's own stylesheet (css/foundry2.css):
 * the light theme draws them on ui/parchment.jpg (its darkest tone, measured from the image, is #cbc9bc); the dark
 * theme on --color-cool-5 #0b0a13, or --color-cool-5-90 rgba(11, 10, 19, 0.9), which over a bright scene is no
 * darker than #23222b.
 */
export const FOUNDRY_BACKGROUNDS: Record<"light" | "dark", string[]> = {
  light: ["#cbc9bc"],
  dark: ["#0b0a13", "#23222b"],
};
