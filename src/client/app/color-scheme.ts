import { localStorageColorSchemeManager } from '@mantine/core';

/** The light or dark choice, kept on this device (theme-init.js applies it before the first paint). */
export const colorSchemeManager = localStorageColorSchemeManager();
