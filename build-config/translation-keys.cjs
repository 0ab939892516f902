// The translation keys an app's code can name, written beside its build as translation-keys.json. The host's server
// writes into each page only the translations its first screen can use: the keys of the shell and of the page's
// section (see host/page-translations.cjs). Every quoted word in the app's own sources (not its libraries) is a
// candidate: the server keeps those that are keys. A key built at run time from a fixed start
// (`academyStatus${status}`) is kept as that start, a prefix.
const fs = require('node:fs');

const fileName = 'translation-keys.json';
const ownSource = /\.(m?[jt]sx?|json)$/;
const quoted = /(['"`])([A-Za-z][\w.]{1,80})\1/g;
const templateStart = /`([A-Za-z][\w.]{2,80})\$\{/g;

/** The candidate keys and key prefixes in one source file's text. */
function keysIn(text) {
  return {
    keys: [...text.matchAll(quoted)].map((match) => match[2]),
    prefixes: [...text.matchAll(templateStart)].map((match) => match[1]),
  };
}

class TranslationKeysPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(TranslationKeysPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: TranslationKeysPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const keys = new Set();
          const prefixes = new Set();
          const files = new Set();
          const add = (module) => {
            // A production build joins modules into one (scope hoisting): their files are inside it.
            if (module.modules) for (const inner of module.modules) add(inner);
            const file = module.resource?.split('?')[0];
            if (file && ownSource.test(file) && !file.includes('node_modules')) files.add(file);
          };
          for (const module of compilation.modules) add(module);
          for (const file of files) {
            const found = keysIn(fs.readFileSync(file, 'utf8'));
            for (const key of found.keys) keys.add(key);
            for (const prefix of found.prefixes) prefixes.add(prefix);
          }
          const json = JSON.stringify({ keys: [...keys].sort(), prefixes: [...prefixes].sort() });
          compilation.emitAsset(fileName, new sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { TranslationKeysPlugin, keysIn, fileName };
