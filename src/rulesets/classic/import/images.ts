/** The image files Foundry takes for a document's or a token's image (its IMAGE file category). */
const IMAGE_FILE = /\.(apng|avif|bmp|gif|jpe?g|png|svg|tiff?|webp)$/i;

/**
 * An image the file names, kept when it is the document's own (an uploaded portrait, a core icon); an icon of the
 * system it came from (`systems/<id>/…`) is that system's default, not the character's, and is left for this
 * system's own. A path Foundry would refuse as an image is left too, so it cannot make the whole character fail.
 */
export function ownImage(img: unknown, systemId: string): string | null {
  if (typeof img !== "string" || !img.trim() || !IMAGE_FILE.test(img.split(/[?#]/)[0] ?? "")) return null;
  return img.startsWith(`systems/${systemId}/`) ? null : img;
}
