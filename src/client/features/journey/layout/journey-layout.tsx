import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppHeader } from '../../../components/app-header';
import { ChatFab } from '../../../components/chat-fab';
import { usePageBoundErrorToasts } from '../../../lib/use-page-bound-error-toasts';
import { JourneyProvider } from '../store/journey-provider';
import { JourneyProgress } from './journey-progress';
import { LiveUpdatesNotice } from './live-updates-notice';
import { SaveStatus } from './save-status';
import { useTopOfPageOnStepChange } from './use-top-of-page-on-step-change';
import { ActivityButton } from '../team-work/activity-button';
import { WithActivityPanel } from '../team-work/activity-panel';
import { ActivityPanelProvider } from '../team-work/activity-panel-state';
import { PresenceAvatars } from '../team-work/presence-avatars';
import { ViewOnlyBanner } from './view-only-banner';
import { FacilitationArea } from '../facilitation/facilitation-area';

export function JourneyLayout() {
  usePageBoundErrorToasts();
  useTopOfPageOnStepChange();
  return (
    <JourneyProvider>
      <ActivityPanelProvider>
        <AppHeader>
          <SaveStatus />
          <LiveUpdatesNotice placement="header" />
          <ActivityButton />
        </AppHeader>
        <WithActivityPanel>
          <Container component="main" size="lg" py="lg" pb={96}>
            <LiveUpdatesNotice placement="page" />
            <FacilitationArea />
            <ViewOnlyBanner />
            <PresenceAvatars />
            <JourneyProgress />
            <Outlet />
          </Container>
        </WithActivityPanel>
        <ChatFab />
      </ActivityPanelProvider>
    </JourneyProvider>
  );
}
