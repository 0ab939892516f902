import { parseSocialConfig, setSocialClientIds } from '@portal/shared';
import { openProductInApp, parseAppScheme } from '../app/app-link';
import { type SectionName, sectionNames } from '../app/route-table';
import { healthState } from './release-health';
import { keepReleasePreview, parseReleasePreview } from './release-preview';
import { keepRemoteOverride, parseRemoteOverride } from './remote-override';
import type { RemoteManifests } from './remotes';

const isSection = (name: string): name is SectionName => (sectionNames as readonly string[]).includes(name);

/** A remote as the configuration names it: its live release `{ version, manifest }`, or its manifest URL alone. */
const manifestUrlOf = (remote: unknown): unknown =>
  typeof remote === 'object' && remote !== null ? (remote as { manifest?: unknown }).manifest : remote;

/** Keeps the known sections that name a manifest URL; anything else in the file is ignored. */
export function parseRuntimeConfig(json: unknown): RemoteManifests {
  const remotes = (json as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null)
    throw new Error('runtime-config.json names no remotes');
  return Object.fromEntries(
    Object.entries(remotes)
      .map(([name, remote]) => [name, manifestUrlOf(remote)] as const)
      .filter(([name, url]) => isSection(name) && typeof url === 'string' && url !== ''),
  );
}

/** The configuration the page carries (the host's server writes it in), else /runtime-config.json. */
const readRuntimeConfig = async (): Promise<unknown> => {
  const inline = document.getElementById('runtime-config')?.textContent;
  if (inline) return JSON.parse(inline);
  const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  return response.json();
};

/**
 * Reads the runtime configuration, served beside the host and replaceable per deployment. Without it the shell
 * still starts: every section then shows its "unavailable" state.
 */
export async function loadRuntimeConfig(): Promise<RemoteManifests> {
  try {
    const json = await readRuntimeConfig();
    setSocialClientIds(parseSocialConfig(json));
    openProductInApp(parseAppScheme(json));
    keepRemoteOverride(parseRemoteOverride(json));
    keepReleasePreview(parseReleasePreview(json));
    healthState.config = json;
    return parseRuntimeConfig(json);
  } catch (error) {
    console.error('[federation] no runtime configuration', error);
    return {};
  }
}
