const fs = require('node:fs');
const path = require('node:path');
const { createWebpackConfig } = require('@portal/build-config');
const { offlinePage } = require('./offline-page.cjs');

const description = 'Coffee, equipment, service and barista academy in Cambodia';
const property = (name, content) => ({ property: name, content });

const config = createWebpackConfig({
  name: 'host',
  dir: __dirname,
  federationName: 'host',
  loadsRemotes: true,
  runtimePlugins: [require.resolve('./src/federation/remote-fallback-plugin.ts')],
  // What a link to the portal shows when shared: the 512×300 share image, the name and the description.
  meta: {
    description,
    'og:type': property('og:type', 'website'),
    'og:site_name': property('og:site_name', 'Coffee Portal'),
    'og:title': property('og:title', 'Coffee Portal'),
    'og:description': property('og:description', description),
    'og:image': property('og:image', '/share-image.png'),
    'og:image:width': property('og:image:width', '512'),
    'og:image:height': property('og:image:height', '300'),
    'twitter:card': 'summary_large_image',
  },
  // In development the dev server answers the runtime configuration and draws each page as serve.cjs does (pages.cjs);
  // no release is live there: each remote's dev server serves it at its root. The build is also written to disk, where
  // the page's head reads the shell's translation keys and fonts.
  devServer: (outDir) => {
    const { devPages } = require('@portal/build-config/dev-pages.cjs');
    const { hostPages } = require('./pages.cjs');
    return {
      setupMiddlewares: devPages({
        ...hostPages({ registry: () => ({ apps: {} }), previewOf: async () => null }),
        liveDir: outDir,
      }),
      devMiddleware: { writeToDisk: (file) => !file.includes('.hot-update.') },
    };
  },
});

/**
 * Emits the shell's fixed-name files: /share-image.png, /offline.html (offline-page.cjs, in both languages), and
 * /sw.js stamped with the build's hash, so that each deployment of the shell is a new service worker.
 */
class ShellFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShellFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const worker = fs.readFileSync(path.join(__dirname, 'src/layout/update/sw.js'), 'utf8');
          // Marked minimized, so the build line (a comment) survives the minifier.
          const khmerFont = compilation
            .getAssets()
            .map((asset) => `/${asset.name}`)
            .find((name) => /\/noto-sans-khmer-khmer-400-normal\.[0-9a-f]+\.woff2$/.test(name));
          const stamped = worker
            .replaceAll('__BUILD_HASH__', compilation.hash)
            .replace(
              '__OFFLINE_FILES__',
              JSON.stringify(['/offline.html', ...(khmerFont ? [khmerFont] : [])]),
            );
          compilation.emitAsset('sw.js', new sources.RawSource(stamped), { minimized: true });
          const image = fs.readFileSync(path.join(__dirname, 'src/assets/share-image.png'));
          compilation.emitAsset('share-image.png', new sources.RawSource(image));
          const translations = (language) =>
            JSON.parse(
              fs.readFileSync(path.join(__dirname, `../api/src/db/seed/localize/${language}.json`), 'utf8'),
            );
          const page = offlinePage({ en: translations('en'), km: translations('km'), khmerFont });
          compilation.emitAsset('offline.html', new sources.RawSource(page));
        },
      );
    });
  }
}

module.exports = (env, argv) => {
  const built = config(env, argv);
  return { ...built, plugins: [...built.plugins, new ShellFilesPlugin()] };
};
