const { createWebpackConfig } = require('@portal/build-config');

module.exports = createWebpackConfig({
  name: 'remote-account',
  dir: __dirname,
  federationName: 'account',
  exposes: { './routes': './src/routes.tsx' },
  title: 'Coffee Portal · Account',
});
