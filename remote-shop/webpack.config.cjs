const { createWebpackConfig } = require('@portal/build-config');

module.exports = createWebpackConfig({
  name: 'remote-shop',
  dir: __dirname,
  federationName: 'shop',
  exposes: { './routes': './src/routes.tsx' },
  title: 'Coffee Portal · Shop',
});
