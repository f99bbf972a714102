import { type DrawerProps, type ModalProps, createTheme } from '@mantine/core';

// The dialogs' defaults as plain objects: `Modal.extend(...)` would import Modal and Drawer (and their
// focus trap, scroll lock and floating-position code) into the main bundle of every page.
const dialogDefaults = { attributes: { header: { role: 'none' } }, closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<
  ModalProps & DrawerProps
>;

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
    Modal: { defaultProps: dialogDefaults },
    Drawer: { defaultProps: dialogDefaults },
  },
});
