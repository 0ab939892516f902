const { serveApp, ports } = require('@portal/build-config');

// Where each remote's manifest lives. Each is overridable per deployment (SHOP_URL …), or the whole answer can be
// replaced by a file (RUNTIME_CONFIG_FILE); by default the remotes sit on their ports of the host's own hostname.
const remotes = {
  shop: 'remote-shop',
  account: 'remote-account',
  services: 'remote-services',
  academy: 'remote-academy',
};

serveApp({
  name: 'host',
  dir: __dirname,
  runtimeConfig: (request) => ({
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([section, pkg]) => {
        const base =
          process.env[`${section.toUpperCase()}_URL`] ??
          `${request.protocol}://${request.hostname.replace(/:\d+$/, '')}:${ports[pkg]}`;
        return [section, `${base.replace(/\/$/, '')}/mf-manifest.json`];
      }),
    ),
  }),
});
