const fs = require('node:fs');
const { ports, bindHost, apiUrl } = require('@portal/build-config/ports.cjs');
const { registryStore } = require('@portal/build-config/registry-store.cjs');
const { bucketReleases } = require('@portal/build-config/release-origin.cjs');
const { createApiReader } = require('./api-reader.cjs');
const { drawFirstScreen, localeOf, pageLanguage } = require('./first-screen/first-screen.cjs');
const { fontPreloads } = require('./font-preloads.cjs');
const { attribute } = require('./html.cjs');
const { pageMeta } = require('./page-meta.cjs');
const { previewLookup, releaseChoices } = require('./release-choice.cjs');
const { overrideOrigins, remoteOverrides } = require('./remote-override.cjs');
const { pageData, pageDataScript } = require('./page-translations.cjs');
const { sectionOf } = require('./route-manifests.cjs');
const { sectionFiles } = require('./section-files.cjs');
const { publicOrigin } = require('./site-urls.cjs');
const { robotsTxt, sitemapXml } = require('./sitemap.cjs');

// Where each remote's manifest lives: its live release (from the registry, read on every page) under the section's
// base, or, for a release the release service keeps in the object store, under the bucket's public address
// (release-origin.cjs). The base is SHOP_URL … per section, else REMOTES_URL/<section> (every remote behind one front door, as
// `start --cluster` serves them: REMOTES_URL=/remotes), else the section's port on the host's own hostname. An
// origin-relative base is the page's own origin; this server reaches it through FRONT_DOOR_URL. The whole answer can
// also be replaced by a file (RUNTIME_CONFIG_FILE).
const remotes = {
  shop: 'remote-shop',
  account: 'remote-account',
  services: 'remote-services',
  academy: 'remote-academy',
  admin: 'remote-admin',
};

// A page waits for the API at most 250 ms (its first screen and its head read together, and share answers); the
// sitemap is no page anyone waits on, and is read less often.
const pageReads = createApiReader({ baseUrl: apiUrl, timeoutMs: 250, ttlMs: 30_000 });
const sitemapReads = createApiReader({ baseUrl: apiUrl, timeoutMs: 5_000, ttlMs: 600_000 })('en-US');
// What the shell draws with: once the API has answered, a page never waits for it again (see page-translations.cjs).
const shellReads = createApiReader({ baseUrl: apiUrl, timeoutMs: 250, ttlMs: 30_000, serveStale: true })(
  'en-US',
);

// The social providers' public client ids, the same variables the API reads (the first of a list is the web's).
const firstOf = (list) => (list ?? '').split(',')[0]?.trim() ?? '';
// Outside production, with none of them set up, the API's test provider stands in so the flow can be tried.
const social = () => {
  const real = {
    google: firstOf(process.env.GOOGLE_CLIENT_IDS),
    facebook: process.env.FACEBOOK_APP_ID ?? '',
    apple: firstOf(process.env.APPLE_CLIENT_IDS),
  };
  const sandbox = process.env.NODE_ENV !== 'production' && !Object.values(real).some(Boolean);
  return sandbox ? { ...real, sandbox: 'sandbox' } : real;
};

const configuredBase = (section) => {
  const own = process.env[`${section.toUpperCase()}_URL`];
  const shared = process.env.REMOTES_URL;
  return own ?? (shared ? `${shared.replace(/\/$/, '')}/${section}` : undefined);
};

/**
 * A section's release `version` and its manifest URL, as reached from `origin` (the page's, or where this server
 * reaches the front door), or null when it cannot be reached from there.
 * @param {{ origin?: string, hostname: string, protocol: string }} from
 */
const inBucket = bucketReleases();
const remoteAt = (section, version, from) => {
  // A release the release service keeps in the object store is fetched from the bucket's (or its CDN's) address.
  const bucket = inBucket.urlOf(section, version);
  if (bucket) return { version, manifest: `${bucket}/mf-manifest.json` };
  const configured = configuredBase(section);
  const base = !configured
    ? `${from.protocol}://${from.hostname}:${ports[remotes[section]]}`
    : configured.startsWith('/')
      ? from.origin && `${from.origin}${configured}`
      : configured;
  if (!base) return null;
  return {
    ...(version ? { version } : {}),
    manifest: `${base.replace(/\/$/, '')}${version ? `/${version}` : ''}/mf-manifest.json`,
  };
};

const thisMachine = bindHost === '0.0.0.0' ? '127.0.0.1' : bindHost;
const frontDoor = process.env.FRONT_DOOR_URL?.replace(/\/$/, '');
const fromThisServer = { protocol: 'http', hostname: thisMachine, origin: frontDoor };

/** A remote's manifest URL in a runtime configuration: `{ version, manifest }`, or the URL alone. */
const manifestOf = (remote) => (typeof remote === 'string' ? remote : remote?.manifest);

const documents = {
  '/sitemap.xml': {
    type: 'application/xml; charset=utf-8',
    body: (request) => sitemapXml(publicOrigin(request), sitemapReads),
  },
  '/robots.txt': {
    type: 'text/plain; charset=utf-8',
    body: async (request) => robotsTxt(publicOrigin(request)),
  },
};

/** The first screen, read in the page's language through the reads its head shares. */
const firstScreen = (request) =>
  drawFirstScreen(request.url, pageReads(localeOf(pageLanguage(request.url, request.headers.cookie))));

/**
 * What the host's server writes itself: its runtime configuration, each page's head and first screen, the remotes'
 * origins for the page's CSP, and its documents. The production server (serve.cjs) and the development server
 * (webpack.config.cjs) both serve these; `registry` is the release registry (registry-store.cjs), of which a
 * development server has none: its remotes are served at their roots. Which release of each app a browser runs (the
 * live one, a canary, a preview) is release-choice.cjs's answer.
 * @param {{
 *   registry?: (() => { apps: Record<string, { live: string, stack: string[], canary?: { version: string, share: number } }> }) & { ready?: Promise<void> },
 *   previewOf?: (token: string) => Promise<{ app: string, version: string, expiresAt: string } | null>,
 * }} [options]
 */
function hostPages({ registry = registryStore().watch(), previewOf = previewLookup({ apiUrl }) } = {}) {
  const choiceOf = releaseChoices({ registry, previewOf });

  const liveConfig = async (request) => {
    const { versions, preview } = await choiceOf(request);
    await Promise.all(Object.keys(remotes).map((section) => inBucket.check(section, versions[section])));
    const file = process.env.RUNTIME_CONFIG_FILE;
    if (file) return JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      remotes: Object.fromEntries(
        Object.keys(remotes).map((section) => [
          section,
          remoteAt(section, versions[section], {
            protocol: request.protocol,
            hostname: request.hostname.replace(/:\d+$/, ''),
            origin: `${request.protocol}://${request.host}`,
          }),
        ]),
      ),
      social: social(),
      // The native app's URL scheme: a product link opened on a phone goes to <scheme>://product?id=… (empty: off).
      appScheme: process.env.APP_SCHEME ?? 'coffeeportal',
      // The share of page visits that report release health (host/src/federation/release-health.ts).
      releaseHealth: { sample: Number(process.env.RELEASE_HEALTH_SAMPLE ?? 1) },
      // The shell names a release this browser previews in its bar.
      ...(preview ? { preview } : {}),
    };
  };

  const overrideOf = remoteOverrides({ apps: Object.keys(remotes), apiUrl });

  /** The live configuration, with a remote this browser loads from elsewhere (remote-override.cjs) in its place. */
  const runtimeConfig = async (request) => {
    const config = await liveConfig(request);
    const override = await overrideOf(request);
    if (!override) return config;
    return {
      ...config,
      remotes: { ...config.remotes, [override.app]: { manifest: `${override.url}/mf-manifest.json` } },
      override,
    };
  };

  /**
   * The page carries its runtime configuration and what the shell draws with (page-translations.cjs), and starts at
   * once what the first screen waits for: the translations and the settings when the page could not carry them (the
   * very URLs the app asks for; the settings are language-independent, so a preloaded answer always fits), and the
   * manifest, entry and routes module of the section the path belongs to, and a page in Khmer its font. A shop page
   * also gets its canonical address, its other languages and its share card.
   * @param {import('fastify').FastifyRequest} request
   * @param {{ liveDir: string }} served
   */
  const head = async (request, { liveDir }) => {
    const language = pageLanguage(request.url, request.headers.cookie);
    const meta = pageMeta(request.url, {
      origin: publicOrigin(request),
      language,
      read: pageReads(localeOf(language)),
    }).catch(() => '');
    const config = await runtimeConfig(request);
    const json = JSON.stringify(config).replaceAll('<', '\\u003c');
    const section = sectionOf(request.url);
    const manifest = section && manifestOf(config.remotes?.[section]);
    const reachable = typeof manifest === 'string' && URL.canParse(manifest);
    // Fetched from where the configuration points, or this machine: never from a host the request names (nor from a
    // local remote a browser asked for).
    const fetchFrom =
      !reachable || config.override?.app === section
        ? undefined
        : process.env.RUNTIME_CONFIG_FILE
          ? manifest
          : remoteAt(section, config.remotes[section]?.version, fromThisServer)?.manifest;
    const files = fetchFrom ? sectionFiles(manifest, fetchFrom) : null;
    const [localize, settings] = await Promise.all([
      shellReads(`/localize?language=${encodeURIComponent(language)}`),
      shellReads('/settings'),
    ]);
    const data = await pageData({ localize, settings, liveDir, section, sectionManifest: fetchFrom });
    const links = [
      ...(data.localize ? [] : [`/client/localize?language=${language}`]),
      ...(data.settings ? [] : ['/client/settings']),
    ].map((href) => `<link rel="preload" href="${attribute(href)}" as="fetch" crossorigin="anonymous">`);
    if (reachable) {
      links.push(`<link rel="preconnect" href="${attribute(new URL(manifest).origin)}">`);
      links.push(`<link rel="preload" href="${attribute(manifest)}" as="fetch" crossorigin="anonymous">`);
      const found = await files;
      for (const href of found?.scripts ?? [])
        links.push(`<link rel="preload" href="${attribute(href)}" as="script">`);
      for (const href of found?.styles ?? [])
        links.push(`<link rel="preload" href="${attribute(href)}" as="style">`);
    }
    return `<script id="runtime-config" type="application/json">${json}</script>${pageDataScript(data)}${fontPreloads(liveDir, language)}${links.join('')}${await meta}`;
  };

  /** The remotes' origins, where the page loads their code from. */
  const codeOrigins = async (request) =>
    Object.values((await runtimeConfig(request)).remotes ?? {})
      .map(manifestOf)
      .filter((manifest) => typeof manifest === 'string' && URL.canParse(manifest))
      .map((manifest) => new URL(manifest).origin);

  /** A development server this browser loads a remote from (remote-override.cjs), and its hot-reload socket. */
  const devCodeOrigins = async (request) => overrideOrigins(await overrideOf(request));

  /** The host's own release for this browser (a canary or preview of the host), and the cookies that keep the choice. */
  const ownRelease = async (request) => (await choiceOf(request)).versions.host;
  const pageCookies = async (request) => (await choiceOf(request)).cookies;

  return {
    runtimeConfig,
    head,
    firstScreen,
    codeOrigins,
    devCodeOrigins,
    documents,
    registry,
    ownRelease,
    pageCookies,
  };
}

module.exports = { hostPages };
