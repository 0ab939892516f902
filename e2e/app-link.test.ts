import { describe, expect, it } from '@jest/globals';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/** Opens `path` as a visit's first page and answers the app links the page asked the browser to open. */
async function appLinksOpening(path: string) {
  const page = browser.page();
  const asked: string[] = [];
  const listen = (request: { url: () => string }) => {
    if (request.url().startsWith('coffeeportal:')) asked.push(request.url());
  };
  page.on('request', listen);
  try {
    await page.goto(`${portalUrl}${path}`);
    await page.locator('[data-section="shop"]').waitFor();
    await page.waitForLoadState('networkidle');
    return asked;
  } finally {
    page.off('request', listen);
  }
}

describe('a product link opened on a phone', () => {
  it("goes on to the app's product screen with the id", async () => {
    const page = browser.page();
    const ownAgent = await page.evaluate(() => navigator.userAgent);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: iPhone });
    try {
      expect(await appLinksOpening('/product/ratanakiri-robusta/12')).toEqual([
        'coffeeportal://product?id=12',
      ]);
      expect(await appLinksOpening('/product/category/2')).toEqual([]);
    } finally {
      await cdp.send('Emulation.setUserAgentOverride', { userAgent: ownAgent });
      await cdp.detach();
    }
  });

  it('stays on the web on a desktop', async () => {
    expect(await appLinksOpening('/product/ratanakiri-robusta/12')).toEqual([]);
  });
});
