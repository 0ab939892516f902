const { createWebpackConfig } = require('@portal/build-config');

module.exports = createWebpackConfig({
  name: 'remote-services',
  dir: __dirname,
  federationName: 'services',
  exposes: { './routes': './src/routes.tsx' },
  title: 'Coffee Portal · Services',
});
