import { Component, type ReactNode } from 'react';
import { type Location, useLocation } from 'react-router';
import { FailureNotice } from './failure-notice';

interface BoundaryProps {
  children: ReactNode;
  wholePage: boolean;
  location: Location;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  location: Location;
}

/** The notice in a screen's place. Moving to another address gives the screens a fresh start. */
class ScreenFailureBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { failed: false, error: undefined, location: props.location };
  }

  override render() {
    return this.state.failed ? (
      <FailureNotice error={this.state.error} wholePage={this.props.wholePage} />
    ) : (
      this.props.children
    );
  }
}

/** A page's error boundary: the page, or its code, failed; the notice takes its place. */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ScreenFailureBoundary location={useLocation()} wholePage>
      {children}
    </ScreenFailureBoundary>
  );
}

/** A journey step's error boundary: the header and progress stay, the step gives way to the notice. */
export function JourneyStepErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ScreenFailureBoundary location={useLocation()} wholePage={false}>
      {children}
    </ScreenFailureBoundary>
  );
}
