import { Drawer, Modal, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // The darker shades keep white text on primary buttons above WCAG AA contrast.
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A dialog's <header> is read as a second page banner beside the app's own (axe:
    // landmark-no-duplicate-banner; the dialog's name comes from its title), and its close
    // button is an icon that needs a name.
    Modal: Modal.extend({
      defaultProps: { attributes: { header: { role: 'none' } }, closeButtonProps: { 'aria-label': 'Close' } },
    }),
    Drawer: Drawer.extend({
      defaultProps: { attributes: { header: { role: 'none' } }, closeButtonProps: { 'aria-label': 'Close' } },
    }),
  },
});
