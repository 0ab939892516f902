import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { poll } from '../test/support/poll';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(async () => {
  page = browser.page();
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
});

/** The label of the focused field (or the focused element's name), and whether it is inside a dialog. */
const focus = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    const label =
      element?.labels?.[0]?.textContent ?? element?.getAttribute('aria-label') ?? element?.textContent;
    return { label: label?.trim() ?? '', inDialog: Boolean(element?.closest('[role="dialog"]')) };
  });

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Tabs from the top of the page until `target` has the focus, as a keyboard-only user gets there. */
async function tabTo(target: Locator) {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error('Tab never reached the element');
}

/** Every Tab and Shift+Tab keeps the focus inside the open dialog. */
async function expectFocusTrapped() {
  for (let presses = 0; presses < 20; presses++) {
    await page.keyboard.press('Tab');
    expect((await focus()).inDialog).toBe(true);
  }
  for (let presses = 0; presses < 8; presses++) {
    await page.keyboard.press('Shift+Tab');
    expect((await focus()).inDialog).toBe(true);
  }
}

describe('the sign-in dialogs, keyboard only', () => {
  const signIn = () => page.getByRole('button', { name: 'Sign in', exact: true });

  it('open on their first field, keep Tab inside, and give the focus back on Escape', async () => {
    await tabTo(signIn());
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await poll(async () => (await focus()).label).toBe('Phone number or e-mail');
    await expectFocusTrapped();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await poll(() => isFocused(signIn())).toBe(true);
  });

  it('move the focus to the first field of the next dialog: sign up, then forgot password', async () => {
    await tabTo(signIn());
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Sign in' });
    await poll(async () => (await focus()).label).toBe('Phone number or e-mail');
    await tabTo(login.getByRole('button', { name: 'Sign up' }));
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Sign up' }).waitFor();
    await poll(async () => (await focus()).label).toBe('First name');
    await expectFocusTrapped();

    await tabTo(page.getByRole('dialog').getByRole('button', { name: 'Already have an account? Sign in' }));
    await page.keyboard.press('Enter');
    await tabTo(
      page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Forgot password?' }),
    );
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Forgot password?' }).waitFor();
    await poll(async () => (await focus()).label).toBe('Phone number or e-mail');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await poll(() => isFocused(signIn())).toBe(true);
  });
});
