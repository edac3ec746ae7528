import type { MetThrow } from "../rules/throws";

/*
 * The three hand signs as the card draws them: small SVG shapes in the text's colour, so they show alike in every
 * browser and theme (emoji fonts differ from one system to the next, and some have none). Constant markup, put into
 * the card as is.
 */
const SVG = (body: string) => `<svg class="stc-met-hand-svg" viewBox="0 0 32 32" width="1em" height="1em" aria-hidden="true" focusable="false" fill="currentColor">${body}</svg>`;

export const HAND_SIGNS: Readonly<Record<MetThrow, string>> = {
  rock: SVG('<rect x="6" y="9" width="20" height="16" rx="6"/><rect x="3" y="15" width="10" height="6" rx="3"/><path d="M12 10v6M17 10v6M22 10v6" stroke="var(--stc-paper, #fff)" stroke-width="1.4"/>'),
  paper: SVG('<rect x="8" y="14" width="16" height="15" rx="4"/><rect x="8" y="3" width="3.4" height="14" rx="1.7"/><rect x="12.2" y="2" width="3.4" height="15" rx="1.7"/><rect x="16.4" y="2.5" width="3.4" height="14.5" rx="1.7"/><rect x="20.6" y="4" width="3.4" height="13" rx="1.7"/><rect x="2" y="16" width="10" height="3.6" rx="1.8" transform="rotate(-35 7 18)"/>'),
  scissors: SVG('<rect x="8" y="16" width="16" height="13" rx="5"/><rect x="10" y="2" width="4" height="18" rx="2" transform="rotate(-14 12 19)"/><rect x="18" y="2" width="4" height="18" rx="2" transform="rotate(14 20 19)"/>'),
};
