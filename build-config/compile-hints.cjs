// V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has all its functions
// compiled while it streams in, on a background thread. Without it V8 compiles each function on the main thread at
// its first call, which on a page's start is most of them: webpack's module factories, React, the router.
const hint = '//# allFunctionsCalledOnLoad\n';

/** Puts the compile hint on top of every JavaScript file the build writes, after minifying and before source maps. */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(hint, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, hint };
