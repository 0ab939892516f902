import { healthEvents, healthStashKey, healthState } from './release-health';

type Counts = { app: string; version: string; loads: number; failures: number };
type Page = { versions: Map<string, string>; failed: Set<string>; sampled: boolean };

const flushEveryMs = 10_000;
/** As many as the API takes of one release in one report (shared/contract release-health.ts). */
const maxPerReport = 1000;

const counts = new Map<string, Counts>();

/** A page's releases as its runtime configuration names them: each remote's `{ version }`, and the host's build. */
const pageOf = (config: unknown, hostVersion: string): Page => {
  const { remotes, releaseHealth } = (config ?? {}) as {
    remotes?: Record<string, { version?: unknown } | null>;
    releaseHealth?: { sample?: unknown };
  };
  const versions = new Map<string, string>(hostVersion ? [['host', hostVersion]] : []);
  for (const [app, remote] of Object.entries(remotes ?? {}))
    if (typeof remote?.version === 'string' && remote.version) versions.set(app, remote.version);
  const sample = typeof releaseHealth?.sample === 'number' ? releaseHealth.sample : 1;
  return { versions, failed: new Set(), sampled: Math.random() < sample };
};

/** Adds a page's events up per release; a page view counts as failed once however often it fails. */
const count = (page: Page, events: string[]) => {
  for (const event of events) {
    const app = event.slice(1);
    const version = page.versions.get(app);
    if (!page.sampled || !version) continue;
    const key = `${app} ${version}`;
    const release = counts.get(key) ?? { app, version, loads: 0, failures: 0 };
    counts.set(key, release);
    if (event[0] === '+') {
      release.loads += 1;
      page.failed.delete(app);
    } else if (!page.failed.has(app)) {
      release.failures += 1;
      page.failed.add(app);
    }
  }
};

/** Sends what was counted since the last report, as a beacon: the browser delivers it even as the page goes. */
const send = () => {
  const reports = [...counts.values()].map((release) => ({
    ...release,
    loads: Math.min(release.loads, maxPerReport),
    failures: Math.min(release.failures, maxPerReport),
  }));
  counts.clear();
  if (reports.length === 0) return;
  const body = JSON.stringify({ reports });
  const url = '/client/release-health';
  if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
};

/** Where each app's release is served from, longest first, to tell whose code a stack trace points into. */
const codeBasesOf = (config: unknown, hostVersion: string) => {
  const remotes = (
    config as { remotes?: Record<string, { version?: unknown; manifest?: unknown } | null> } | null
  )?.remotes;
  const bases: [base: string, app: string][] = hostVersion
    ? [[`${window.location.origin}/${hostVersion}/`, 'host']]
    : [];
  for (const [app, remote] of Object.entries(remotes ?? {}))
    if (remote?.version && typeof remote.manifest === 'string' && URL.canParse(remote.manifest))
      bases.push([new URL('.', remote.manifest).href, app]);
  return bases.sort(([a], [b]) => b.length - a.length);
};

/**
 * Takes over from the first screen's queue (release-health.ts): sends the pages the tab kept, then this page's page
 * views and failures every 10 s and as it goes, and counts an unhandled rejection or error whose stack points into a
 * release's files as that app's failure. A share `releaseHealth.sample` of pages reports (1 unless set); a release
 * without a version (a development server, a remote loaded from elsewhere) is not reported. No page, user or
 * address is sent. Answers a function that stops it.
 */
export function startReleaseHealth(hostVersion = process.env.APP_BUILD_ID ?? '') {
  healthState.reporting = true;
  try {
    const kept = JSON.parse(sessionStorage.getItem(healthStashKey) ?? '[]') as [unknown, string[]][];
    sessionStorage.removeItem(healthStashKey);
    for (const [config, events] of kept) count(pageOf(config, hostVersion), events);
  } catch {
    // nothing kept, or nothing readable
  }
  const page = pageOf(healthState.config, hostVersion);
  const codeBases = codeBasesOf(healthState.config, hostVersion);
  const flush = () => {
    count(page, healthEvents.splice(0));
    send();
  };
  const failureIn = (...traces: unknown[]) => {
    const app = codeBases.find(([base]) => traces.some((trace) => String(trace ?? '').includes(base)))?.[1];
    if (app) healthEvents.push(`!${app}`);
  };
  const onRejection = (event: PromiseRejectionEvent) => failureIn(event.reason?.stack);
  const onError = (event: ErrorEvent) => failureIn(event.filename, event.error?.stack);
  addEventListener('unhandledrejection', onRejection);
  addEventListener('error', onError);
  addEventListener('pagehide', flush);
  const timer = setInterval(flush, flushEveryMs);
  flush();
  return () => {
    removeEventListener('unhandledrejection', onRejection);
    removeEventListener('error', onError);
    removeEventListener('pagehide', flush);
    clearInterval(timer);
    healthState.reporting = false;
  };
}
