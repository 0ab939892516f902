import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteUnavailable } from './unavailable';

const retryDelayMs = 400;

/**
 * Runs inside the federation runtime, before any shared module exists: it must import nothing but plain values.
 * A manifest or entry fetch is retried once after a pause; a remote that still cannot be loaded resolves to a
 * stand-in module, which the host renders as "unavailable" with a Retry button instead of crashing the shell.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'coffee-portal-remote-fallback',
    async fetch(url, init) {
      try {
        return await fetch(url, init);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        return fetch(url, init);
      }
    },
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] ${id} is unavailable`, error);
      return { [remoteUnavailable]: true };
    },
  };
}
