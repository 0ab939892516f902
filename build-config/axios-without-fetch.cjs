// In a browser axios takes its XMLHttpRequest adapter first, so its fetch adapter is never used; yet it comes along,
// with its stream and multipart helpers, and runs its feature probes (a Request with a stream body among them) as
// the page starts. The apps' builds put a stand-in in its place that says "not supported".
const path = require('node:path');
const webpack = require('webpack');

const adaptersDir = path.join('axios', 'lib', 'adapters');
const standIn = path.join(__dirname, 'axios-fetch-stand-in.js');

const withoutAxiosFetchAdapter = () =>
  new webpack.NormalModuleReplacementPlugin(/^\.\/fetch\.js$/, (resource) => {
    if (resource.context.endsWith(adaptersDir)) resource.request = standIn;
  });

module.exports = { withoutAxiosFetchAdapter };
