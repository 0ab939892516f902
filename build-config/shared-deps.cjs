// The one shared-dependency table of the federation: every build (host and remotes) uses it, so each of these
// exists once in the page. Mantine and react-router are deliberately absent: apps reach them only through the
// small re-export entries `@portal/shared/ui` and `@portal/shared/router`, so only what the portal uses ships.
const path = require('node:path');

const sharedDir = path.resolve(__dirname, '../shared');
const versionOf = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [sharedDir] })).version;

const libraries = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  jotai: ['jotai', 'jotai/vanilla', 'jotai/react', 'jotai/vanilla/utils', 'jotai/react/utils', 'jotai/utils'],
  i18next: ['i18next'],
  'react-i18next': ['react-i18next'],
  '@tanstack/react-query': ['@tanstack/react-query'],
  '@portal/shared': [
    '@portal/shared',
    '@portal/shared/ui',
    '@portal/shared/overlays',
    '@portal/shared/forms',
    '@portal/shared/router',
  ],
};

function sharedDependencies() {
  const shared = {};
  for (const [pkg, requests] of Object.entries(libraries)) {
    const version =
      pkg === '@portal/shared' ? require(path.join(sharedDir, 'package.json')).version : versionOf(pkg);
    for (const request of requests) {
      shared[request] = { singleton: true, version, requiredVersion: `^${version}` };
    }
  }
  return shared;
}

module.exports = { sharedDependencies };
