import { CloseButton, Drawer, Group, Title } from '@mantine/core';
import { type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useJourneyControls } from '../store/journey-context';
import { ActivityList, type VersionToView } from './activity-list';
import classes from './activity-panel.module.css';
import { ACTIVITY_PANEL_ID, useActivityPanel, usePanelBesidePage } from './activity-panel-state';
import { VersionPreview } from './version-preview';

const TITLE = 'Journey activity';

/**
 * The journey page with its activity: on a wide screen the activity is a panel beside the page, which
 * stays in reach (typing goes on while the list is open); on a phone it is a drawer over the page.
 */
export function WithActivityPanel({ children }: { children: ReactNode }) {
  const { journeyId } = useJourneyControls();
  const { opened } = useActivityPanel();
  const wide = usePanelBesidePage();
  const [viewing, setViewing] = useState<VersionToView | null>(null);
  const besidePage = wide && opened && journeyId !== null;
  return (
    <>
      <div className={besidePage ? classes.body : undefined}>
        <div className={besidePage ? classes.page : undefined}>{children}</div>
        {besidePage && <ActivitySidePanel onView={setViewing} />}
      </div>
      {!wide && <ActivityDrawer opened={opened && journeyId !== null} onView={setViewing} />}
      <VersionPreview version={viewing?.version ?? null} afterSession={viewing?.afterSession} onClose={() => setViewing(null)} />
    </>
  );
}

function ActivitySidePanel({ onView }: { onView(target: VersionToView): void }) {
  const { close, buttonRef } = useActivityPanel();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const top = useHeightOfHeaderAbove(buttonRef);
  useEffect(() => headingRef.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Escape in a dialog opened from the panel (portalled elsewhere) is that dialog's own.
    if (event.key !== 'Escape' || event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    close();
  };
  return (
    <aside id={ACTIVITY_PANEL_ID} aria-labelledby={`${ACTIVITY_PANEL_ID}-title`} className={classes.panel} style={{ '--activity-panel-top': `${top}px` } as CSSProperties} onKeyDown={onKeyDown}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} size="h4" id={`${ACTIVITY_PANEL_ID}-title`} ref={headingRef} tabIndex={-1} className={classes.heading}>
          {TITLE}
        </Title>
        <CloseButton aria-label="Close the activity" onClick={close} />
      </Group>
      <ActivityList onView={onView} />
    </aside>
  );
}

function ActivityDrawer({ opened, onView }: { opened: boolean; onView(target: VersionToView): void }) {
  const { close } = useActivityPanel();
  return (
    <Drawer opened={opened} onClose={close} title={TITLE} position="right" size="100%" closeButtonProps={{ 'aria-label': 'Close the activity' }}>
      <ActivityList onView={onView} />
    </Drawer>
  );
}

/** The height of the sticky header holding `element`, kept up to date: the panel sits just below it. */
function useHeightOfHeaderAbove(element: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = element.current?.closest('header');
    if (!header) return;
    const observer = new ResizeObserver(() => setHeight(header.getBoundingClientRect().height));
    observer.observe(header);
    return () => observer.disconnect();
  }, [element]);
  return height;
}
