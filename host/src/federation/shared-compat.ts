import { caretAccepts } from '@portal/shared/federation/share-version';

type Manifest = {
  shared?: { name?: string; requiredVersion?: string }[];
  metaData?: { federationRuntime?: { core?: string; provides?: boolean } };
};

/**
 * Why a remote whose federation manifest is `manifest` cannot run on this host, which provides `@portal/shared` at
 * `provided`, or null when it can. A remote asks for the `^x.y.z` range of the `shared` it was built against.
 */
export function sharedIncompatibility(section: string, manifest: Manifest, provided: string | undefined) {
  const range = manifest.shared?.find((one) => one.name === '@portal/shared')?.requiredVersion;
  if (!range) return null;
  if (provided && caretAccepts(range, provided) === true) return null;
  return `the ${section} section needs @portal/shared ${range}, and this host provides ${provided ?? 'none'}`;
}

/**
 * Why a remote cannot run on this host, whose federation runtime core is `provided`, or null when it can: a remote
 * built to use the host's core (build-config/federation-runtime.cjs) needs the very same one.
 */
export function runtimeIncompatibility(section: string, manifest: Manifest, provided: string) {
  const runtime = manifest.metaData?.federationRuntime;
  if (runtime?.provides !== false || runtime.core === provided) return null;
  return `the ${section} section uses the host's federation runtime ${runtime.core}, and this host provides ${provided}`;
}
