import { useRouteError } from 'react-router';
import { FailureNotice } from './failure-notice';

/** A page's error boundary: the page, or its code, failed; the notice takes its place. */
export function ScreenError() {
  return <FailureNotice error={useRouteError()} wholePage />;
}

/** A journey step's error boundary: the header and progress stay, the step gives way to the notice. */
export function JourneyStepError() {
  return <FailureNotice error={useRouteError()} wholePage={false} />;
}
