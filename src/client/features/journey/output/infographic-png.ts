/** A PNG of the infographic's visual preview, drawn from its DOM node at twice the pixel density. */
export async function createInfographicPng(node: HTMLElement): Promise<Blob> {
  const { toBlob } = await import('html-to-image');
  // The app uses system fonts only, so there are no web fonts to embed; skipping them avoids
  // reading every style sheet.
  const blob = await toBlob(node, { pixelRatio: 2, skipFonts: true });
  if (!blob) throw new Error('The infographic could not be drawn');
  return blob;
}
