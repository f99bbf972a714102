import { Component, type ReactNode } from 'react';
import { FailureNotice } from './failure-notice';

interface State {
  failed: boolean;
  error: unknown;
}

/** The last net under the whole app: whatever no screen caught ends here, never on a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <FailureNotice error={this.state.error} wholePage /> : this.props.children;
  }
}
