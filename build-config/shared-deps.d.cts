export function sharedDependencies(): Record<
  string,
  { singleton: boolean; version: string; requiredVersion: string; import?: string }
>;
export function wholeLibraryAliases(): Record<string, string>;
/** The shared libraries shipped as an entry naming what the portal uses, by package: the entry's file. */
export const sharedEntries: Record<string, string>;
