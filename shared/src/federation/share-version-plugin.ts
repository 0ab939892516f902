/** The part of the federation runtime's `resolveShare` hook this plugin reads and answers. */
type ResolveShareArgs = {
  shareScopeMap: Record<string, Record<string, Record<string, unknown>> | undefined>;
  scope: string;
  pkgName: string;
  version: string;
  shareInfo: { shareConfig?: { singleton?: boolean; requiredVersion?: string | false } };
  resolver: () => { shared: unknown; useTreesShaking: boolean } | undefined;
};

const plainVersion = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `version` satisfies `^major.minor.patch` (for a major above 0), or null when either is not that plain
 * shape and only a full semver check can tell.
 */
export const caretAccepts = (range: string, version: string): boolean | null => {
  const wanted = plainVersion.exec(range.startsWith('^') ? range.slice(1) : '');
  const found = plainVersion.exec(version);
  if (!wanted || !found || wanted[1] === '0') return null;
  const [, ...low] = wanted.map(Number);
  const [, ...have] = found.map(Number);
  if (have[0] !== low[0]) return false;
  return have[1] !== low[1]
    ? (have[1] as number) > (low[1] as number)
    : (have[2] as number) >= (low[2] as number);
};

/**
 * Every build shares its singletons as `^x.y.z` of one version (build-config/shared-deps.cjs). The federation
 * runtime checks each with a general semver parser that builds its regular expressions anew on every call, which
 * costs the page's start tens of milliseconds on a phone; this answers the plain caret case directly and leaves
 * every other case (and any mismatch, with its warning) to the runtime. Runs before any shared module exists: it
 * imports nothing.
 */
export default function shareVersionPlugin() {
  return {
    name: 'coffee-portal-share-version',
    resolveShare<Args extends ResolveShareArgs>(args: Args): Args {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const { singleton, requiredVersion } = shareInfo.shareConfig ?? {};
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!singleton || typeof requiredVersion !== 'string' || !shared) return args;
      if (caretAccepts(requiredVersion, version) !== true) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
