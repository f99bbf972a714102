import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ComponentProps } from 'react';

/** The button of a journey row's actions menu: the same before and after the menu's code has loaded. */
export function JourneyActionsButton({ title, ...props }: { title: string } & ActionIconProps & ComponentProps<'button'>) {
  return (
    <ActionIcon variant="subtle" size="lg" aria-label={`More actions for ${title}`} {...props}>
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
}
