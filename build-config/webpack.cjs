// One webpack factory for the host and every remote: swc, CSS extraction, Module Federation with the shared
// singleton table, precompressed assets (gzip and brotli). Entry files keep stable names (the host and mf-manifest
// point at them); every other chunk carries a content hash and is cached for a year by the server.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { sharedDependencies, wholeLibraryAliases } = require('./shared-deps.cjs');
const { CompileHintsPlugin } = require('./compile-hints.cjs');
const { federationCoreConfig, federationRuntimeOf, oneCoreAliases } = require('./federation-runtime.cjs');
const { TranslationKeysPlugin } = require('./translation-keys.cjs');
const { withoutAxiosFetchAdapter } = require('./axios-without-fetch.cjs');
const { productionDevtool, SourceMapsAsidePlugin, sourceMapsOutDir } = require('./source-maps.cjs');

const repoRoot = path.resolve(__dirname, '..');
// The page's one React Refresh runtime (react-refresh-runtime.cjs), for every request of the runtime: by its package
// name (the plugin's utilities) and by the absolute path the plugin's loader writes into each component's module.
const reactRefreshRuntime = path.join(__dirname, 'react-refresh-runtime.cjs');
const reactRefreshAliases = {
  'react-refresh/runtime$': reactRefreshRuntime,
  [require.resolve('react-refresh', { paths: [require.resolve('@pmmmwh/react-refresh-webpack-plugin')] })]:
    reactRefreshRuntime,
};

const shareVersionPlugin = path.resolve(__dirname, '../shared/src/federation/share-version-plugin.ts');
const remoteJsxSource = '@portal/remote-jsx';
const remoteJsxAliases = {
  [`${remoteJsxSource}/jsx-dev-runtime$`]: path.resolve(
    __dirname,
    '../shared/src/federation/remote-jsx-dev-runtime.ts',
  ),
};
const mantineUseId = path.resolve(__dirname, '../shared/src/ui/use-id.ts');
const { ports, bindHost, apiUrl } = require('./ports.cjs');

const entryNames = new Set(['main', 'remoteEntry']);

// Served precompressed (brotli when the browser takes it, else gzip).
const compressible = /\.(js|css|html|json|svg)$/;
const precompressed = () => [
  new CompressionPlugin({ test: compressible, threshold: 1024 }),
  new CompressionPlugin({
    test: compressible,
    threshold: 1024,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
  }),
];

/**
 * @param {object} options
 * @param {string} options.name       package name, e.g. 'remote-shop'
 * @param {string} options.dir        the package directory (__dirname of its webpack.config.cjs)
 * @param {string} options.federationName  container name, e.g. 'shop'
 * @param {Record<string,string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins]
 * @param {boolean} [options.loadsRemotes]  loads other apps' modules at run time, found through their mf-manifest.json
 * @param {string} [options.title]
 * @param {Record<string, string | Record<string, string>>} [options.meta]  extra <meta> tags of index.html
 * @param {(outDir: string) => object} [options.devServer]  more of webpack-dev-server's options (the host's pages)
 */
function createWebpackConfig({
  name,
  dir,
  federationName,
  exposes = {},
  runtimePlugins = [],
  loadsRemotes = false,
  title,
  meta = {},
  devServer,
}) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // `webpack serve` in development: hot module replacement with React Fast Refresh. Never in a production build.
    const hotReload = !production && Boolean(env?.WEBPACK_SERVE);
    // A development build never lands where a production one is served from.
    const outDir = process.env.OUT_DIR
      ? path.resolve(process.env.OUT_DIR)
      : path.join(dir, production ? 'dist' : 'dist-dev');
    // Source maps never sit beside the files a server serves (source-maps.cjs).
    const mapsDir = sourceMapsOutDir(outDir);
    const pagePublicPath = process.env.PAGE_PUBLIC_PATH ?? '/';
    const federationRuntime = federationRuntimeOf(loadsRemotes);
    // A development server forwards the API calls to a running portal (PORTAL_URL) or to the local API.
    const apiTarget = hotReload ? (process.env.PORTAL_URL?.replace(/\/$/, '') ?? apiUrl) : apiUrl;
    const app = {
      name: federationName,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? productionDevtool : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: 'auto',
        uniqueName: federationName,
        clean: true,
        filename: (pathData) =>
          entryNames.has(pathData.chunk?.name ?? '') ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          ...oneCoreAliases,
          ...wholeLibraryAliases(),
          ...(hotReload ? reactRefreshAliases : {}),
          ...(hotReload && !loadsRemotes ? remoteJsxAliases : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: {
                      runtime: 'automatic',
                      development: !production,
                      refresh: hotReload,
                      // A remote's development server may be loaded by a production shell (`?remote-override=`),
                      // whose React has no development JSX runtime: its `jsxDEV` comes from the shared plain one.
                      ...(hotReload && !loadsRemotes ? { importSource: remoteJsxSource } : {}),
                    },
                  },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
          { test: /\.(woff2?|png|svg|jpe?g|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.APP_VERSION': JSON.stringify(process.env.APP_VERSION ?? '1.0.0'),
          'process.env.APP_BUILD_ID': JSON.stringify(process.env.APP_BUILD_ID ?? ''),
          'process.env.FEDERATION_RUNTIME_CORE': JSON.stringify(federationRuntime.core),
          // What a remote's own page names as where its data comes from (StandaloneApp).
          'process.env.PORTAL_DATA_FROM': JSON.stringify(hotReload ? apiTarget : ''),
        }),
        withoutAxiosFetchAdapter(),
        // Mantine's useId re-renders every component that has an id right after it mounts; see shared/src/ui/use-id.ts.
        new webpack.NormalModuleReplacementPlugin(/^\.\/use-id\/use-id\.mjs$/, (resource) => {
          if (resource.context.includes(`${path.sep}@mantine${path.sep}hooks${path.sep}`))
            resource.request = mantineUseId;
        }),
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:8].css',
          chunkFilename: '[name].[contenthash:8].css',
        }),
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedDependencies(),
          shareStrategy: 'loaded-first',
          // Every app answers the plain `^x.y.z` singleton checks of the shared table without a semver parser.
          runtimePlugins: [shareVersionPlugin, ...runtimePlugins],
          manifest: {
            additionalData: ({ stats }) => ({
              ...stats,
              metaData: { ...stats.metaData, federationRuntime },
            }),
          },
          dts: false,
          experiments: {
            // Browser-only runtime; the manifest reader (snapshot) only in an app that loads others by their manifest.
            optimization: { target: 'web', disableSnapshot: !loadsRemotes },
            // One runtime core in the page: the host's (see federation-runtime.cjs).
            provideExternalRuntime: federationRuntime.provides,
            externalRuntime: !federationRuntime.provides,
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: title ?? 'Coffee Portal',
          meta,
          chunks: ['main'],
          // Absolute, so a deep URL such as /academy/video-tutorial still finds /main.js; a release's page takes
          // its scripts from its own folder, /<version>/main.js.
          publicPath: pagePublicPath,
          scriptLoading: 'defer',
          federationCore: federationRuntime.provides ? null : `${pagePublicPath}federation-core.js`,
        }),
        new TranslationKeysPlugin(),
        // One runtime for the page (react-refresh-runtime.cjs), injected once: the same `library` in every app.
        hotReload &&
          new ReactRefreshWebpackPlugin({
            overlay: false,
            library: 'portal',
            exclude: [/node_modules/, reactRefreshRuntime],
          }),
        // A component's refresh id is its module's id: named from the repository's root, so that the host's and a
        // remote's `./src/…` files never share one in the page's single runtime.
        hotReload && new webpack.ids.NamedModuleIdsPlugin({ context: repoRoot }),
        production && new CompileHintsPlugin(),
        ...(production ? precompressed() : []),
        production && new SourceMapsAsidePlugin({ dir: mapsDir, clean: true }),
      ].filter(Boolean),
      optimization: {
        ...(hotReload ? { moduleIds: false } : {}),
        splitChunks: {
          cacheGroups: {
            // Libraries only pop-ups use (positioning, transitions, toasts) stay out of the
            // chunks the first screen needs, so they arrive with @portal/shared/overlays when one first opens.
            // The shared libraries every page starts with (Mantine apart: its modules follow what each page
            // uses), in one file: the federation runtime then inserts one script for them instead of one each.
            framework: {
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|@tanstack|react-router|cookie|set-cookie-parser|axios)[\\/]/,
              chunks: 'async',
              name: 'framework',
              priority: 10,
              enforce: true,
            },
            popups: {
              test: /[\\/]node_modules[\\/](@floating-ui|react-transition-group|@mantine[\\/]notifications)[\\/]/,
              chunks: 'async',
              name: 'popups',
              priority: 20,
              enforce: true,
            },
          },
        },
        minimizer: [
          // The apps' code is ES2022 already (swc above), so the minifier may write modern syntax; a second pass
          // finds what the first one's inlining uncovered.
          new TerserPlugin({
            // Licence notices go beside each file (`<file>.LICENSE.txt`, shipped in the same release), not to every
            // visitor: React's headers alone are a quarter of a kilobyte of the first visit, compressed.
            extractComments: {
              condition: /@license/i,
              filename: (file) => `${file.filename}.LICENSE.txt${file.query}`,
              banner: false,
            },
            terserOptions: { ecma: 2020, compress: { passes: 2 } },
          }),
          new CssMinimizerPlugin({ minimizerOptions: { preset: ['default', { calc: false }] } }),
        ],
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        host: bindHost,
        port: ports[name],
        historyApiFallback: true,
        hot: true,
        // A remote's code runs in the host's page: its hot-reload socket names its own server, not the page's.
        client: {
          overlay: { errors: true, warnings: false, runtimeErrors: false },
          webSocketURL: { protocol: 'ws', hostname: bindHost, port: ports[name], pathname: '/ws' },
        },
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/client', '/admin-api'],
            target: apiTarget,
            // A portal elsewhere (PORTAL_URL) is asked under its own name, as its front door expects.
            changeOrigin: apiTarget !== apiUrl,
          },
        ],
        ...(production ? {} : devServer?.(outDir)),
      },
    };
    if (federationRuntime.provides) return app;
    return [
      app,
      federationCoreConfig({
        outDir,
        production,
        after: federationName,
        plugins: production ? [...precompressed(), new SourceMapsAsidePlugin({ dir: mapsDir })] : [],
      }),
    ];
  };
}

module.exports = { createWebpackConfig };
