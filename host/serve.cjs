// serve.cjs itself, not the package's index: the image of the host's server has no webpack or shared/ to load.
const { serveApp } = require('@portal/build-config/serve.cjs');
const { hostPages } = require('./pages.cjs');

serveApp({ name: 'host', dir: __dirname, ...hostPages() });
