const { createWebpackConfig } = require('@portal/build-config');

module.exports = createWebpackConfig({
  name: 'remote-admin',
  dir: __dirname,
  federationName: 'admin',
  exposes: { './routes': './src/routes.tsx' },
  title: 'Coffee Portal · Back office',
});
