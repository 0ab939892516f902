const { serveApp, ports } = require('@portal/build-config');

// Where each remote's manifest lives. Each is overridable per deployment (SHOP_URL …), or the whole answer can be
// replaced by a file (RUNTIME_CONFIG_FILE); by default the remotes sit on their ports of the host's own hostname.
const remotes = {
  shop: 'remote-shop',
  account: 'remote-account',
  services: 'remote-services',
  academy: 'remote-academy',
  admin: 'remote-admin',
};

// The social providers' public client ids, the same variables the API reads (the first of a list is the web's).
const firstOf = (list) => (list ?? '').split(',')[0]?.trim() ?? '';
const social = () => ({
  google: firstOf(process.env.GOOGLE_CLIENT_IDS),
  facebook: process.env.FACEBOOK_APP_ID ?? '',
  apple: firstOf(process.env.APPLE_CLIENT_IDS),
});

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
    social: social(),
    // The native app's URL scheme: a product link opened on a phone goes to <scheme>://product?id=… (empty: off).
    appScheme: process.env.APP_SCHEME ?? 'coffeeportal',
  }),
});
