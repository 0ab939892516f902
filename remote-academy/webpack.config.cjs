const { createWebpackConfig } = require('@portal/build-config');

module.exports = createWebpackConfig({
  name: 'remote-academy',
  dir: __dirname,
  federationName: 'academy',
  exposes: { './routes': './src/routes.tsx' },
  title: 'Coffee Portal · Academy',
});
