type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/** Spec section 4: links prefetch when visible, but not offline, on a 2G connection or with data saving on. */
export const mayPrefetch = (browser: { onLine: boolean; connection?: ConnectionInfo }) =>
  browser.onLine &&
  !browser.connection?.saveData &&
  !['slow-2g', '2g'].includes(browser.connection?.effectiveType ?? '');

type Manifest = {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: {
    name?: string;
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }[];
};

/** The files a section's first page needs, from its mf-manifest.json: the remote entry and the routes' chunks. */
export const sectionFiles = (manifest: Manifest, manifestUrl: string): string[] => {
  const routes = manifest.exposes?.find((expose) => expose.name === 'routes' || expose.path === './routes');
  const names = [
    manifest.metaData?.remoteEntry?.name,
    ...(routes?.assets?.js?.sync ?? []),
    ...(routes?.assets?.css?.sync ?? []),
  ].filter((name): name is string => Boolean(name));
  return names.map((name) => new URL(name, manifestUrl).href);
};
