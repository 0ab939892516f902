import { beforeAll, describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { expect } from '../test/support/expect';
import { callApi, signInAtLoginPage } from './support/accounts';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
const admin = { user: '010200300', password: 'admin1234' };
let productPath = '';

beforeAll(async () => {
  page = browser.page();
  const product = (await callApi('GET', '/product?limit=1')).data[0];
  productPath = `/product/x/${product.id}`;
  // Every violation of the page's policy, as the browser reports it.
  await page.context().addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
});

const violations = () =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('the portal under its security headers', () => {
  it.each(['/', '/admin', '/profile', '/product/category/1'])(
    'sends %s with a strict policy and no wildcard CORS',
    async (path) => {
      const answer = await fetch(`${portalUrl}${path}`);
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self' 'nonce-[\w+/=]{16,}'/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('permissions-policy')).toContain('geolocation=(self)');
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it("allows the first screen's one inline script by the page's own nonce, a new one per page", async () => {
    const first = await fetch(`${portalUrl}${productPath}`);
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
    expect(await first.text()).toContain(`<script nonce="${nonce}">`);
    const second = await fetch(`${portalUrl}${productPath}`);
    expect(second.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
  });

  it('runs every section with the policy on and not one violation', async () => {
    for (const path of [
      '/',
      productPath,
      '/product/category/1',
      '/profile',
      '/service/tutorial',
      '/academy/vacancy',
    ]) {
      await page.goto(`${portalUrl}${path}`);
      await page.locator('[data-section]').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(JSON.stringify(await violations()), path).toBe('[]');
    }
    await signInAtLoginPage(page, admin.user, admin.password);
    await page.locator('[data-section="admin"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations(), '/admin').toEqual([]);
  });
});
