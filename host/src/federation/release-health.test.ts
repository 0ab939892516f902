import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

type Queue = typeof import('./release-health');
type Reporter = typeof import('./release-health-reporter');

// jsdom has no beacon: this one keeps what the page sends to the API.
const received: unknown[] = [];
Object.assign(navigator, {
  sendBeacon: (url: string, body: Blob) => {
    if (url !== '/client/release-health') return false;
    // jsdom's Blob has no text(): FileReader reads it.
    const reader = new FileReader();
    reader.onload = () => received.push(JSON.parse(String(reader.result)));
    reader.readAsText(body);
    return true;
  },
});

const host = '2.0.0-20261126000000-ccccccc';
const academy = '1.1.0-20261127000000-bbbbbbb';
const shop = '1.0.0-20261120000000-aaaaaaa';
const config = {
  remotes: {
    academy: { version: academy, manifest: `http://127.0.0.1:3004/${academy}/mf-manifest.json` },
    shop: { version: shop, manifest: `http://127.0.0.1:3001/${shop}/mf-manifest.json` },
    // A remote loaded from a developer's machine has no release: it is not reported.
    services: { manifest: 'http://127.0.0.1:4003/mf-manifest.json' },
  },
};

let stops: (() => void)[] = [];
/** A new page: the first screen's queue as it loads, with the page's runtime configuration. */
const newPage = (pageConfig: unknown) => {
  let queue: Queue | undefined;
  let reporter: Reporter | undefined;
  jest.isolateModules(() => {
    queue = require('./release-health') as Queue;
    reporter = require('./release-health-reporter') as Reporter;
  });
  (queue as Queue).healthState.config = pageConfig;
  return {
    ...(queue as Queue),
    /** The reporter, as it loads after the first screen. */
    report: (hostVersion: string) => stops.push((reporter as Reporter).startReleaseHealth(hostVersion)),
  };
};

const sent = async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return received.splice(0);
};
const leavePage = () => window.dispatchEvent(new Event('pagehide'));

beforeEach(() => {
  received.length = 0;
  sessionStorage.clear();
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('release health in the browser', () => {
  it('reports each release’s page views and failed ones, a page view failing once however often it fails', async () => {
    const page = newPage(config);
    page.recordPageView('host');
    page.recordPageView('academy');
    page.recordFailure('academy');
    page.recordFailure('academy');
    page.recordPageView('services');
    page.recordFailure('services');
    page.report(host);
    expect(await sent()).toEqual([
      {
        reports: [
          { app: 'host', version: host, loads: 1, failures: 0 },
          { app: 'academy', version: academy, loads: 1, failures: 1 },
        ],
      },
    ]);

    page.recordPageView('academy');
    leavePage();
    expect(await sent()).toEqual([
      { reports: [{ app: 'academy', version: academy, loads: 1, failures: 0 }] },
    ]);
    leavePage();
    expect(await sent()).toEqual([]);
  });

  it('counts an unhandled rejection as a failure of the release whose code it came from', async () => {
    const page = newPage(config);
    page.report('');
    page.recordPageView('academy');
    page.recordPageView('shop');
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = { stack: `TypeError: x\n    at load (http://127.0.0.1:3004/${academy}/984.js:1:200)` };
    window.dispatchEvent(rejection);
    const elsewhere = new Event('unhandledrejection') as Event & { reason: unknown };
    elsewhere.reason = { stack: 'Error\n    at https://ads.example.com/tag.js:1:1' };
    window.dispatchEvent(elsewhere);
    leavePage();

    expect(await sent()).toEqual([
      {
        reports: [
          { app: 'academy', version: academy, loads: 1, failures: 1 },
          { app: 'shop', version: shop, loads: 1, failures: 0 },
        ],
      },
    ]);
  });

  it('sends the pages left before the reporter came with the next page’s first report, each with its releases', async () => {
    const first = newPage(config);
    first.recordPageView('academy');
    first.recordFailure('academy');
    leavePage();
    const canary = '1.2.0-20261127120000-eeeeeee';
    const second = newPage({
      remotes: { academy: { version: canary, manifest: config.remotes.academy.manifest } },
    });
    second.recordPageView('academy');
    second.report('');

    expect(await sent()).toEqual([
      {
        reports: [
          { app: 'academy', version: academy, loads: 1, failures: 1 },
          { app: 'academy', version: canary, loads: 1, failures: 0 },
        ],
      },
    ]);
    expect(sessionStorage.getItem(second.healthStashKey)).toBeNull();
  });

  it('sends nothing from a page left out of the sample', async () => {
    const page = newPage({ ...config, releaseHealth: { sample: 0 } });
    page.recordPageView('host');
    page.recordFailure('host');
    page.report(host);
    leavePage();
    expect(await sent()).toEqual([]);
  });
});
