import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

/** Keeps a remote that throws while rendering inside its own section; the shell and other sections carry on. */
export class RemoteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[federation] a section failed to render', error);
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable /> : this.props.children;
  }
}
