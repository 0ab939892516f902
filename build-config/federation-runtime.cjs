// One federation runtime per page. The host carries the runtime's core and hands it to every remote entry through
// the global `_FEDERATION_RUNTIME_CORE` (provideExternalRuntime); a remote's build leaves the core out and reads that
// global (externalRuntime). A remote's own page, without the host, first loads federation-core.js, a small bundle
// that sets the global from its own copy. Host and remote must carry the same core: the manifest and the release
// record which one, and promote and the host's runtime refuse a remote whose core the host does not provide.
const fs = require('node:fs');
const path = require('node:path');
const { productionDevtool } = require('./source-maps.cjs');

const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
const runtimeToolsDir = path.dirname(
  require.resolve('@module-federation/runtime-tools/package.json', { paths: [enhancedDir] }),
);
/**
 * The host's build adds the plugin that provides its core by the plugin's CommonJS file, which pulls in the CommonJS
 * build of the core beside the ES module build the rest of the runtime imports: two copies of the core in main.js.
 * The alias points the plugin at its ES module file, so the page carries one.
 */
const injectCorePluginCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
  paths: [enhancedDir],
});
const oneCoreAliases = { [injectCorePluginCjs]: injectCorePluginCjs.replace(/\.cjs$/, '.js') };

/** The core the runtime packages of this install pin (they pin each other exactly). */
const coreEntry = require.resolve('@module-federation/runtime-core', { paths: [runtimeToolsDir] });
const coreDir = coreEntry.slice(0, coreEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
const corePackage = JSON.parse(fs.readFileSync(path.join(coreDir, 'package.json'), 'utf8'));
const coreVersion = corePackage.version;
const coreModule = path.join(coreDir, corePackage.exports['.'].import.default);

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
    devtool: production ? productionDevtool : false,
    output: { path: outDir, filename: '[name].js', clean: false },
    resolve: { alias: { '@module-federation/runtime-core$': coreModule } },
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

module.exports = { oneCoreAliases, coreVersion, federationRuntimeOf, federationCoreConfig };
