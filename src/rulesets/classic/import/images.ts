/**
 * An image the file names, kept when it is the document's own (an uploaded portrait, a core icon); an icon of the
 * system it came from (`systems/<id>/…`) is that system's default, not the character's, and is left for this
 * system's own.
 */
export function ownImage(img: unknown, systemId: string): string | null {
  if (typeof img !== "string" || !img.trim()) return null;
  return img.startsWith(`systems/${systemId}/`) ? null : img;
}
