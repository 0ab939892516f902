// What the shell needs before it can draw, written into the page so the header and menu are on screen as soon as
// the scripts run, whatever the API is doing: the visitor's translations, cut to the keys the shell and the page's
// section can name (each build's translation-keys.json, build-config/translation-keys.cjs), and the feature
// switches. The app loads the rest of the translations when it opens another section (shared/src/i18n).
const fs = require('node:fs');
const path = require('node:path');
const { fileName } = require('@portal/build-config/translation-keys.cjs');

/** How long a page waits for a remote's key list it has not read before (a release's list never changes). */
const defaultKeysTimeoutMs = 250;

/** @typedef {{ keys: Set<string>, prefixes: string[] }} KeyList */

/** @returns {KeyList} */
const keyListOf = (json) => ({ keys: new Set(json.keys), prefixes: json.prefixes ?? [] });

const hostLists = new Map(); // folder -> KeyList
/** The host's own list, from the folder it serves; null without one (a build before the list existed). */
function hostKeys(liveDir) {
  if (!hostLists.has(liveDir)) {
    const file = path.join(liveDir, fileName);
    hostLists.set(liveDir, fs.existsSync(file) ? keyListOf(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
  }
  return hostLists.get(liveDir);
}

const remoteLists = new Map(); // URL -> Promise<KeyList | null>
/** A remote's list, beside its manifest as this server reaches it; kept per URL (a release's own folder). */
function remoteKeys(manifestUrl, keysTimeoutMs) {
  const url = new URL(fileName, manifestUrl).href;
  if (!remoteLists.has(url)) {
    if (remoteLists.size >= 100) remoteLists.delete(remoteLists.keys().next().value);
    const list = fetch(url, { signal: AbortSignal.timeout(keysTimeoutMs) })
      .then(async (response) => (response.ok ? keyListOf(await response.json()) : null))
      .catch(() => null);
    remoteLists.set(url, list);
    list.then((found) => found || remoteLists.delete(url));
  }
  return remoteLists.get(url);
}

/** i18next's plural forms of a key (`t('x', { count })` reads `x_one`, `x_other`) are named in code by the key alone. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The part of `bundle` whose keys (or, for a plural form, whose base key) one of `lists` names. */
const cut = (bundle, lists) =>
  Object.fromEntries(
    Object.entries(bundle).filter(([key]) => {
      const base = key.replace(pluralSuffix, '');
      return lists.some(
        (list) =>
          list.keys.has(key) || list.keys.has(base) || list.prefixes.some((prefix) => key.startsWith(prefix)),
      );
    }),
  );

/**
 * What the page carries for the shell: `{ localize?, translatedSections?, settings? }`.
 * @param {object} options
 * @param {any} options.localize  the API's answer to /localize?language=<the page's language>, or undefined
 * @param {any} options.settings  the API's answer to /settings, or undefined
 * @param {string} options.liveDir  the host's live folder
 * @param {string | null} options.section  the section the page belongs to, if any
 * @param {string | undefined} options.sectionManifest  that section's manifest as this server reaches it
 * @param {number} [options.keysTimeoutMs]  how long to wait for that section's key list the first time
 */
async function pageData({
  localize,
  settings,
  liveDir,
  section,
  sectionManifest,
  keysTimeoutMs = defaultKeysTimeoutMs,
}) {
  const data = {};
  const shell = hostKeys(liveDir);
  const sectionList = section && sectionManifest ? await remoteKeys(sectionManifest, keysTimeoutMs) : null;
  if (localize?.translations && shell) {
    const lists = sectionList ? [shell, sectionList] : [shell];
    data.localize = {
      defaultLanguage: localize.defaultLanguage,
      languages: localize.languages,
      translations: Object.fromEntries(
        Object.entries(localize.translations).map(([code, bundle]) => [code, cut(bundle, lists)]),
      ),
    };
    data.translatedSections = sectionList ? [section] : [];
  }
  if (settings) data.settings = settings;
  return data;
}

/** The page's `<script id="page-data">`, or '' when there is nothing to carry. */
const pageDataScript = (data) =>
  Object.keys(data).length === 0
    ? ''
    : `<script id="page-data" type="application/json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;

module.exports = { pageData, pageDataScript, cut };
