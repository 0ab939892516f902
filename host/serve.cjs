const { serveApp } = require('@portal/build-config');
const { hostPages } = require('./pages.cjs');

serveApp({ name: 'host', dir: __dirname, ...hostPages() });
