import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';
import { recordFailure } from './release-health';

/** Keeps a remote that throws while rendering inside its own section; the shell and other sections carry on. */
export class RemoteErrorBoundary extends Component<
  { children: ReactNode; section: string },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[federation] a section failed to render', error);
    recordFailure(this.props.section);
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable /> : this.props.children;
  }
}
