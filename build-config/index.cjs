const { createWebpackConfig } = require('./webpack.cjs');
const { sharedDependencies } = require('./shared-deps.cjs');
const { serveApp } = require('./serve.cjs');
const { ports, bindHost, apiUrl } = require('./ports.cjs');

module.exports = { createWebpackConfig, sharedDependencies, serveApp, ports, bindHost, apiUrl };
