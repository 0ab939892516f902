// The one shared-dependency table of the federation: every build (host and remotes) uses it, so each of these
// exists once in the page. Mantine and react-router are deliberately absent: apps reach them only through the
// small re-export entries `@portal/shared/ui` and `@portal/shared/router`, so only what the portal uses ships.
const path = require('node:path');

const sharedDir = path.resolve(__dirname, '../shared');
const versionOf = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [sharedDir] })).version;

const libraries = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  // Its utilities are not shared: they keep no state of their own, so each app bundles the few it uses.
  jotai: ['jotai', 'jotai/vanilla', 'jotai/react'],
  i18next: ['i18next'],
  'react-i18next': ['react-i18next'],
  '@tanstack/react-query': ['@tanstack/react-query'],
  '@portal/shared': [
    '@portal/shared',
    '@portal/shared/ui',
    '@portal/shared/overlays',
    '@portal/shared/forms',
    '@portal/shared/router',
    '@portal/shared/charts',
    '@portal/shared/auth',
  ],
};

/**
 * A shared module keeps every export, since the apps that will use it are not known when it is built; so a library
 * the portal uses a few names of is shared as an entry naming only those (./shared-entries), which imports the
 * library under `@portal/whole/<name>` (a name the share table does not claim) and lets webpack drop the rest.
 */
const entries = {
  'react-i18next': path.join(__dirname, 'shared-entries/react-i18next.js'),
  '@tanstack/react-query': path.join(__dirname, 'shared-entries/tanstack-react-query.js'),
};

/** The ES module build of a package the shared package depends on. */
function moduleEntryOf(pkg) {
  const manifestPath = require.resolve(`${pkg}/package.json`, { paths: [sharedDir] });
  const entry = require(manifestPath).exports['.'];
  return path.join(path.dirname(manifestPath), entry.import?.default ?? entry.import);
}

/** The aliases the shared entries import their libraries by. */
const wholeLibraryAliases = () =>
  Object.fromEntries(Object.keys(entries).map((pkg) => [`@portal/whole/${pkg}$`, moduleEntryOf(pkg)]));

function sharedDependencies() {
  const shared = {};
  for (const [pkg, requests] of Object.entries(libraries)) {
    const version =
      pkg === '@portal/shared' ? require(path.join(sharedDir, 'package.json')).version : versionOf(pkg);
    for (const request of requests) {
      shared[request] = { singleton: true, version, requiredVersion: `^${version}` };
      if (entries[request]) shared[request].import = entries[request];
    }
  }
  return shared;
}

module.exports = { sharedDependencies, wholeLibraryAliases, sharedEntries: entries };
