import { Box } from '@mantine/core';
import { useSession } from '../../api/session';
import { AppHeader } from '../../components/app-header';
import { ChatFab } from '../../components/chat-fab';
import { ClosingCtaSection } from './closing-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { SuccessStoriesSection } from './success-stories-section';
import { WhyChooseSection } from './why-choose-section';

export function LandingPage() {
  const { data: session } = useSession();
  return (
    <>
      <AppHeader />
      <Box component="main">
        <HeroSection />
        <HowItWorksSection />
        <WhyChooseSection />
        <SuccessStoriesSection />
        <ClosingCtaSection />
      </Box>
      {session && <ChatFab />}
    </>
  );
}
