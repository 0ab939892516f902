import { ErrorPage } from '@portal/shared';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recordFailure } from '../../federation/release-health';
import { reloadForChunkError } from './chunk-reload';

const reloadOnce = (error: unknown) => {
  try {
    return reloadForChunkError(error, Date.now(), sessionStorage, () => window.location.reload());
  } catch {
    return false;
  }
};

/** Catches a host page whose chunk failed to load (a new deployment): reload once, else the error page. */
type Props = { children: ReactNode; resetKey: string };

export class ChunkErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    recordFailure('host');
    reloadOnce(error);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <PageFailed /> : this.props.children;
  }
}

/** Failed dynamic imports outside React (a pop-up's code requested on a click) take the same way. */
export const listenForChunkErrors = () => {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (reloadOnce(event.reason)) event.preventDefault();
  };
  window.addEventListener('unhandledrejection', onRejection);
  return () => window.removeEventListener('unhandledrejection', onRejection);
};

function PageFailed() {
  const { t } = useTranslation();
  return <ErrorPage status={500} message={t('shellPageFailedToLoad')} />;
}
