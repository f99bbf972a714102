import sharp from 'sharp';
import { createInitialJourneyState, type JourneyState } from '../../../src/domain/journey-state';

/** A small journey with text in it, so that a change would show. */
export function sampleJourneyState(
  problemStatement = 'Small businesses wait days for card settlement.',
): JourneyState {
  return {
    ...createInitialJourneyState(),
    journeyName: 'Settlement speed',
    selectedDomain: 'retail_banking',
    selectedSubdomain: 'cards_payments',
    problemStatement,
  };
}

/** A real PNG image, as a user would upload for an avatar. */
export function samplePng(): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 48, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
}
