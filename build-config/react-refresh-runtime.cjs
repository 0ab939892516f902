// One React Refresh runtime per page, in development. The host and every remote each bundle the runtime, but React
// takes one refresh handler at a time, so the first bundle's copy (the host's) is kept on the page and the remotes'
// entries use it: their components then register in the same families, and a save in a remote refreshes it in place
// inside the host. webpack.cjs points `react-refresh/runtime` here; `react-refresh` is the same file, by its other
// name.
const key = '__portalReactRefreshRuntime';
if (!globalThis[key]) globalThis[key] = require('react-refresh');
module.exports = globalThis[key];
