import { ActionIcon, Affix } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The floating round chat button, bottom right, for signed-in users. */
export function ChatFab() {
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <ActionIcon component={Link} to="/chat" size={56} radius="xl" variant="filled" aria-label="Open the innovation chat assistant">
        <IconMessageCircle size={28} aria-hidden />
      </ActionIcon>
    </Affix>
  );
}
