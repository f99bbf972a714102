import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * The stored scheme is only known in the browser, so the first render matches the prerendered
 * (light) HTML and the label follows once mounted; the icon follows the page's scheme through CSS
 * from the first paint. Rendering the stored scheme at once broke hydration (React error #418).
 * The icons' spans take no display of their own: an inline display would outrank Mantine's
 * light-hidden and dark-hidden rules, and both icons showed (the button lays them out as flex items).
 */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const scheme = useMounted() ? computed : 'light';
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
    >
      <Box component="span" lh={0} darkHidden>
        <IconMoon size={18} aria-hidden />
      </Box>
      <Box component="span" lh={0} lightHidden>
        <IconSun size={18} aria-hidden />
      </Box>
    </ActionIcon>
  );
}
