import { caretAccepts } from '@portal/shared/federation/share-version';

type Manifest = { shared?: { name?: string; requiredVersion?: string }[] };

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
