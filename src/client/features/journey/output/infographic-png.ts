/** Colours kept in the PNG: the infographic's gradient and text need no more to look the same. */
const PALETTE_SIZE = 256;

/**
 * A PNG of the infographic's visual preview, drawn from its DOM node at twice the pixel density.
 * The browser's own encoder stores the gradient background pixel by pixel (about 7 MB); a
 * 256-colour palette keeps the same pixels' size in well under 1 MB, small enough to mail.
 */
export async function createInfographicPng(node: HTMLElement): Promise<Blob> {
  const [{ toCanvas }, { encode }] = await Promise.all([import('html-to-image'), import('upng-js')]);
  // The app uses system fonts only, so there are no web fonts to embed; skipping them avoids
  // reading every style sheet.
  const canvas = await toCanvas(node, { pixelRatio: 2, skipFonts: true });
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The infographic could not be drawn');
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const png = encode([data.buffer], canvas.width, canvas.height, PALETTE_SIZE);
  return new Blob([png], { type: 'image/png' });
}
