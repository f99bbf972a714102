import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { ClosingCtaSection } from './closing-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import type { PrimaryAction } from './primary-action';
import { SuccessStoriesSection } from './success-stories-section';
import { WhyChooseSection } from './why-choose-section';

interface LandingViewProps {
  header: ReactNode;
  action: PrimaryAction;
  /** The chat button, for signed-in users. */
  chat?: ReactNode;
}

/** The landing page's sections, drawn by the app (landing-page.tsx) and by the landing page's own script (landing-main.tsx). */
export function LandingView({ header, action, chat }: LandingViewProps) {
  return (
    <>
      {header}
      <Box component="main">
        <HeroSection {...action} />
        <HowItWorksSection />
        <WhyChooseSection />
        <SuccessStoriesSection />
        <ClosingCtaSection {...action} />
      </Box>
      {chat}
    </>
  );
}
