// One federation runtime per page. The host carries the runtime's core and hands it to every remote entry through
// the global `_FEDERATION_RUNTIME_CORE` (provideExternalRuntime); a remote's build leaves the core out and reads that
// global (externalRuntime). A remote's own page, without the host, first loads federation-core.js, a small bundle
// that sets the global from its own copy. Host and remote must carry the same core: the manifest and the release
// record which one, and promote and the host's runtime refuse a remote whose core the host does not provide.
const fs = require('node:fs');
const path = require('node:path');

const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
const runtimeToolsDir = path.dirname(
  require.resolve('@module-federation/runtime-tools/package.json', { paths: [enhancedDir] }),
);
/** The core the runtime packages of this install pin (they pin each other exactly). */
const coreEntry = require.resolve('@module-federation/runtime-core', { paths: [runtimeToolsDir] });
const coreDir = coreEntry.slice(0, coreEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
const coreVersion = JSON.parse(fs.readFileSync(path.join(coreDir, 'package.json'), 'utf8')).version;

/**
 * What an app's manifest says of the runtime: the host provides its core, a remote uses the host's.
 * @param {boolean} loadsRemotes
 * @returns {{ core: string, provides: boolean }}
 */
const federationRuntimeOf = (loadsRemotes) => ({ core: coreVersion, provides: loadsRemotes });

/** The standalone page's core bundle: no federation plugin, only the global the remote's entry reads. */
function federationCoreConfig({ outDir, production, after, plugins }) {
  return {
    name: 'federation-core',
    dependencies: [after],
    mode: production ? 'production' : 'development',
    entry: { 'federation-core': path.join(__dirname, 'federation-core.js') },
    devtool: production ? 'source-map' : false,
    output: { path: outDir, filename: '[name].js', clean: false },
    resolve: { alias: { '@module-federation/runtime-core$': coreEntry } },
    plugins: [
      new (require('webpack').DefinePlugin)({
        ENV_TARGET: '"web"',
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
      }),
      ...plugins,
    ],
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

module.exports = { coreVersion, federationRuntimeOf, federationCoreConfig };
