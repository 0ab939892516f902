import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { runtimeIncompatibility, sharedIncompatibility } from './shared-compat';
import { remoteUnavailable } from './unavailable';

const retryDelayMs = 400;

type SharedOptions = Record<string, { version?: string; from?: string }[] | undefined>;

/** Tells the API's client-error log why a section was not loaded; a failure to tell changes nothing. */
function reportClientError(section: string, reason: string) {
  fetch('/client/client-error', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ section, reason, page: window.location.pathname }),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Runs inside the federation runtime, before any shared module exists: it must import nothing but plain values.
 * A manifest or entry fetch is retried once after a pause. A remote whose manifest asks for a `@portal/shared` or a
 * federation runtime core this host does not provide is refused before any of its code runs, and the reason is
 * reported. A remote that cannot be loaded resolves to a stand-in module, which the host renders as "unavailable"
 * with a Retry button instead of crashing the shell.
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
    loadRemoteSnapshot(args) {
      const shared = args.options.shared as SharedOptions;
      const provided = shared['@portal/shared']?.find((one) => one.from === args.options.name)?.version;
      const manifest = args.manifestJson ?? {};
      const reason =
        sharedIncompatibility(args.moduleInfo.name, manifest, provided) ??
        runtimeIncompatibility(args.moduleInfo.name, manifest, process.env.FEDERATION_RUNTIME_CORE ?? '');
      if (!reason) return args;
      console.error(`[federation] ${reason}: the section is not loaded`);
      reportClientError(args.moduleInfo.name, reason);
      throw new Error(reason);
    },
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] ${id} is unavailable`, error);
      return { [remoteUnavailable]: true };
    },
  };
}
