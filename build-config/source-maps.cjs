// Source maps are for staff, never for the public: a production build writes them without the sourceMappingURL
// comment ('hidden-source-map') and moves them out of the folder the servers serve, into a folder of their own
// (a release's: source-maps/<app>/<version>/, see releases.cjs). A stack trace from a customer's browser names the
// release in its URLs (/<version>/main.js:1:2345), so its maps are found, and the trace read, by version.
const fs = require('node:fs');
const path = require('node:path');

const productionDevtool = 'hidden-source-map';

/** Where a build puts its source maps: SOURCE_MAPS_OUT_DIR, else a folder beside its output (dist → dist-maps). */
const sourceMapsOutDir = (outDir) =>
  process.env.SOURCE_MAPS_OUT_DIR ? path.resolve(process.env.SOURCE_MAPS_OUT_DIR) : `${outDir}-maps`;

class SourceMapsAsidePlugin {
  /**
   * @param {object} options
   * @param {string} options.dir  where the maps go
   * @param {boolean} [options.clean]  empty it first (the first of the configurations writing there)
   */
  constructor({ dir, clean = false }) {
    this.dir = dir;
    this.clean = clean;
  }

  apply(compiler) {
    const { Compilation } = compiler.webpack;
    const name = SourceMapsAsidePlugin.name;
    /** @type {Map<string, Buffer>} */
    const maps = new Map();
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      maps.clear();
      // Last of all, once the maps exist and the compression plugins have had their turn.
      compilation.hooks.processAssets.tap(
        { name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (!file.endsWith('.map')) continue;
            maps.set(file, compilation.getAsset(file).source.buffer());
            compilation.deleteAsset(file);
          }
        },
      );
    });
    compiler.hooks.afterEmit.tapPromise(name, async () => {
      if (this.clean) await fs.promises.rm(this.dir, { recursive: true, force: true });
      for (const [file, source] of maps) {
        const target = path.join(this.dir, file);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.writeFile(target, source);
      }
    });
  }
}

module.exports = { productionDevtool, sourceMapsOutDir, SourceMapsAsidePlugin };
