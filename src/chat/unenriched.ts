/**
 * A drawn card made safe from Foundry's enrichers. A message's content is enriched before it is shown, and an
 * enricher reads each text node on its own: a character named `[[/r 1d100]]` or `@UUID[…]` would become an
 * inline roll or a link inside the card. A word-break opportunity after every `[` and `@` in the card's text
 * (never inside a tag: the card's values are escaped, so a tag holds no `>`) splits such a name across text
 * nodes, which no enricher matches, and shows nothing.
 */
export function unenriched(html: string): string {
  return html.replace(/>([^<]+)</g, (_match, text: string) => `>${text.replace(/[[@]/g, "$&<wbr>")}<`);
}
