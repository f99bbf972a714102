import { Component, type ReactNode } from 'react';

interface QuietUntilOnlineProps {
  children: ReactNode;
  /** Gives the children a fresh start (a lazily loaded part remembers its failure otherwise). */
  onRetry(): void;
}

/**
 * For a helper part of the page (the toast host): while it cannot load it shows nothing instead of
 * taking the page down, and it tries again once the connection is back.
 */
export class QuietUntilOnline extends Component<QuietUntilOnlineProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  private readonly retry = () => {
    window.removeEventListener('online', this.retry);
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
