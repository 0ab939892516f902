import { beforeEach, describe, expect, it } from '@jest/globals';
import { dialogAtom, portalStore } from '@portal/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import en from '../../../api/src/db/seed/localize/en.json';
import { localizeHandler } from '../../test/localize';
import { mockApi } from '../../test/mock-api';
import { AppProviders } from '../components/AppProviders';
import { clearCodeTarget, readCodeTarget, saveCodeTarget } from './code-target';
import { ForgotPasswordForm } from './ForgotPasswordForm';

let codesAskedFor = 0;

mockApi(
  localizeHandler(en),
  http.all('/client/*', () => {
    codesAskedFor += 1;
    // The API's answer to a second code within 60 seconds.
    return HttpResponse.json(
      {
        statusCode: 429,
        code: 4290,
        error: 'Too Many Requests',
        message: 'Please wait 37 seconds before asking for a new code.',
      },
      { status: 429 },
    );
  }),
);
beforeEach(() => {
  codesAskedFor = 0;
  clearCodeTarget();
  portalStore.set(dialogAtom, 'forgot_password');
});

const phoneField = () => screen.getByLabelText<HTMLInputElement>(en.phoneOrEmail);
const backToCode = (to: string) => en.enterTheCodeYouHave.replace('{{to}}', to);

async function renderForm() {
  render(
    <AppProviders>
      <ForgotPasswordForm />
    </AppProviders>,
  );
  await waitFor(() => screen.getByRole('button', { name: en.sendCode }));
}

const hasText = (text: string) => document.body.textContent?.includes(text) ?? false;

describe('forgot password, asked again within 60 seconds', () => {
  it('leads back to the code already sent, its countdown kept for the resend', async () => {
    const sentAt = Date.now() - 23_000;
    saveCodeTarget({ to: '0961234567', purpose: 'FORGOT_PASSWORD', sentAt });
    await renderForm();
    fireEvent.change(phoneField(), { target: { value: '0961234567' } });
    fireEvent.click(screen.getByRole('button', { name: en.sendCode }));
    await waitFor(() => expect(codesAskedFor).toBe(1));
    await waitFor(() => expect(hasText('Please wait 37 seconds')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: backToCode('0961234567') }));
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
