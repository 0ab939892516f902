const { createWebpackConfig } = require('@portal/build-config');

module.exports = createWebpackConfig({
  name: 'host',
  dir: __dirname,
  federationName: 'host',
  runtimePlugins: [require.resolve('./src/federation/remote-fallback-plugin.ts')],
});
