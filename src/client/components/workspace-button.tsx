import { Button, type ButtonProps, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { SWITCHER_WIDTH } from './workspace-switcher-placeholder';

/** The workspace menu's button, named after the current workspace: the same before and after the menu's code has loaded. */
export function WorkspaceButton({ name, ...props }: { name: string } & ButtonProps & ComponentProps<'button'>) {
  return (
    <Button
      variant="default"
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-label={`Workspace: ${name}. Switch workspace`}
      miw={SWITCHER_WIDTH}
      maw={{ base: SWITCHER_WIDTH.base, sm: 220 }}
      style={{ flexShrink: 0 }}
      {...props}
    >
      <Text span size="sm" truncate>
        {name}
      </Text>
    </Button>
  );
}
