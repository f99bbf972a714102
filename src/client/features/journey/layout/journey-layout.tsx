import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppHeader } from '../../../components/app-header';
import { ChatFab } from '../../../components/chat-fab';
import { JourneyProvider } from '../store/journey-provider';
import { JourneyProgress } from './journey-progress';
import { SaveStatus } from './save-status';
import { ViewOnlyBanner } from './view-only-banner';

export function JourneyLayout() {
  return (
    <JourneyProvider>
      <AppHeader>
        <SaveStatus />
      </AppHeader>
      <Container component="main" size="lg" py="lg" pb={96}>
        <ViewOnlyBanner />
        <JourneyProgress />
        <Outlet />
      </Container>
      <ChatFab />
    </JourneyProvider>
  );
}
