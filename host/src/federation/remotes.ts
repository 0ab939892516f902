import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { type SectionName, sectionOf } from '../app/route-table';
import { isUnavailable } from './unavailable';

export type RemoteManifests = Partial<Record<SectionName, string>>;

let manifests: RemoteManifests = {};

/** Registers each remote by its mf-manifest.json URL, learnt at run time; nothing is fetched until it is used. */
export function registerSectionRemotes(next: RemoteManifests) {
  manifests = next;
  registerRemotes(Object.entries(next).map(([name, entry]) => ({ name, entry })));
}

/** Forgets what the runtime cached of a remote (a failed manifest, an old entry) so the next load starts afresh. */
export function forgetRemote(name: SectionName) {
  const entry = manifests[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** The manifest URL a section was registered with, if any. */
export const manifestOf = (name: SectionName) => manifests[name];

export type SectionModule = {
  default: ComponentType;
  /**
   * Optional: fetches what the page at this location needs before it is drawn (its code, its first reads), so the
   * first render draws it whole instead of skeletons that each read's arrival redraws.
   */
  prepare?: (location: { pathname: string; search: string }) => Promise<void>;
};

const opened = new Set<SectionName>();
/** Whether the section was loaded (or is loading) already in this visit. */
export const wasOpened = (name: SectionName) => opened.has(name);

export function loadSection(name: SectionName) {
  opened.add(name);
  if (!manifests[name]) return Promise.reject(new Error(`No manifest is configured for the ${name} section`));
  return loadRemote<SectionModule>(`${name}/routes`);
}

/**
 * How long after the page's start the server's first screen may stand in for the page while its section prepares
 * it; then the page draws what it has, with skeletons for the rest.
 */
const firstPageDeadlineMs = 1000;

/**
 * Loads the section that owns the page the visit starts on and lets it prepare that page, until `deadlineMs` after
 * the page's start at most: a slow read, or a section that is down, holds the page back no longer (it then loads as
 * it renders, with skeletons).
 */
export async function prepareFirstPage(
  { pathname, search } = window.location,
  deadlineMs = firstPageDeadlineMs,
) {
  const name = sectionOf(pathname);
  if (!name || !manifests[name]) return;
  // The section's entry and routes have just run in this task; its page's preparation starts in the next one.
  const prepared = loadSection(name).then(async (module) => {
    await new Promise((resolve) => setTimeout(resolve));
    return !module || isUnavailable(module) ? undefined : module.prepare?.({ pathname, search });
  });
  await Promise.race([
    prepared.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, Math.max(0, deadlineMs - performance.now()))),
  ]);
}
