import { z } from 'zod';
import { sectionNames } from '../app/route-table';
import type { RemoteManifests } from './remotes';

const runtimeConfigSchema = z.object({
  remotes: z.partialRecord(z.enum(sectionNames), z.string().min(1)),
});

/**
 * Reads /runtime-config.json, served beside the host and replaceable per deployment. Without it the shell still
 * starts: every section then shows its "unavailable" state.
 */
export async function loadRuntimeConfig(): Promise<RemoteManifests> {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
    return runtimeConfigSchema.parse(await response.json()).remotes;
  } catch (error) {
    console.error('[federation] no runtime configuration', error);
    return {};
  }
}
