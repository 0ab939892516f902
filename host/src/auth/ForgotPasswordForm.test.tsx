import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { dialogAtom, portalStore } from '@portal/shared';
import en from '../../../api/src/db/seed/localize/en.json';
import { configureApi } from '../../../shared/src/api/client';
import { AppProviders } from '../../../shared/src/components/AppProviders';
import { type LocalServer, sendJson, startLocalServer } from '../../../shared/test/local-server';
import { localizeWith } from '../../../shared/test/localize';
import { byText, click, hasText, render, type, waitFor } from '../testing/render';
import { clearCodeTarget, readCodeTarget, saveCodeTarget } from './code-target';
import { ForgotPasswordForm } from './ForgotPasswordForm';

let server: LocalServer;
let codesAskedFor = 0;

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    if (request.url?.startsWith('/client/localize?')) {
      sendJson(response, 200, { data: localizeWith(en), message: 'ok' });
      return;
    }
    codesAskedFor += 1;
    // The API's answer to a second code within 60 seconds.
    sendJson(response, 429, {
      statusCode: 429,
      code: 4290,
      error: 'Too Many Requests',
      message: 'Please wait 37 seconds before asking for a new code.',
    });
  });
  configureApi({ baseURL: `${server.url}/client` });
});
afterAll(() => server.close());
beforeEach(() => {
  codesAskedFor = 0;
  clearCodeTarget();
  portalStore.set(dialogAtom, 'forgot_password');
});

const phoneField = () => {
  const id = byText<HTMLLabelElement>('label', en.phoneOrEmail).htmlFor;
  return document.getElementById(id) as HTMLInputElement;
};
const backToCode = (to: string) => en.enterTheCodeYouHave.replace('{{to}}', to);

async function renderForm() {
  await render(
    <AppProviders>
      <ForgotPasswordForm />
    </AppProviders>,
  );
  await waitFor(() => byText('button', en.sendCode));
}

describe('forgot password, asked again within 60 seconds', () => {
  it('leads back to the code already sent, its countdown kept for the resend', async () => {
    const sentAt = Date.now() - 23_000;
    saveCodeTarget({ to: '0961234567', purpose: 'FORGOT_PASSWORD', sentAt });
    await renderForm();
    type(phoneField(), '0961234567');
    click(byText('button', en.sendCode));
    await waitFor(() => expect(codesAskedFor).toBe(1));
    await waitFor(() => expect(hasText('Please wait 37 seconds')).toBe(true));

    click(byText('button', backToCode('0961234567')));
    expect(portalStore.get(dialogAtom)).toBe('change_password');
    expect(readCodeTarget()).toEqual({ to: '0961234567', purpose: 'FORGOT_PASSWORD', sentAt });
    expect(codesAskedFor).toBe(1);
  });

  it('offers no way back when no reset code was asked for in this browser', async () => {
    saveCodeTarget({ to: '0961234567', purpose: 'VERIFY_ACCOUNT', sentAt: Date.now() });
    await renderForm();
    expect(hasText(backToCode('0961234567'))).toBe(false);
  });
});
