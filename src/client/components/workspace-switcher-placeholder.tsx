import { Box } from '@mantine/core';

/** The workspace button's width on a phone, where the header is tight; wider screens let names run to 220 px. */
export const SWITCHER_WIDTH = { base: 120, sm: 160 } as const;
const BUTTON_HEIGHT = 36;

/**
 * The space of the workspace button while its code or the workspace list is on its way. Without it,
 * the button's arrival squeezed the header's title onto a second line on a phone, and the whole page
 * moved down (Lighthouse CLS 0.149 on the dashboard and the journey screens).
 */
export function WorkspaceSwitcherPlaceholder() {
  return <Box w={SWITCHER_WIDTH} h={BUTTON_HEIGHT} style={{ flexShrink: 0 }} aria-hidden />;
}
