export type ReleaseJson = {
  app: string;
  version: string;
  commit: string;
  builtAt: string;
  shared: { version: string; range: string | null };
  manifest: { metaData?: { federationRuntime?: { core: string; provides: boolean } | null } } & Record<
    string,
    unknown
  >;
};
export function incompatibility(
  release: ReleaseJson,
  live: Record<string, string>,
  lookup?: (app: string, version: string) => ReleaseJson | null,
): string | null;
