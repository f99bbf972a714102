import { ActionIcon } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './chat-fab.module.css';

/**
 * The floating round chat button, bottom right, for signed-in users. It sits in its own labelled
 * landmark (axe: all content in landmarks) and leaves room at the end of the page so that it never
 * hides the last text or control (on a phone it used to).
 */
export function ChatFab() {
  return (
    <>
      <div className={classes.clearance} aria-hidden />
      <aside className={classes.dock} aria-label="Chat assistant">
        <ActionIcon component={Link} to="/chat" size={56} radius="xl" variant="filled" aria-label="Open the innovation chat assistant">
          <IconMessageCircle size={28} aria-hidden />
        </ActionIcon>
      </aside>
    </>
  );
}
