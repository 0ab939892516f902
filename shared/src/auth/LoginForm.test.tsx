import { beforeEach, describe, expect, it } from '@jest/globals';
import { dialogAtom, portalStore, setSocialClientIds } from '@portal/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import en from '../../../api/src/db/seed/localize/en.json';
import { localizeHandler } from '../../test/localize';
import { mockApi, ok } from '../../test/mock-api';
import { AppProviders } from '../components/AppProviders';
import { clearSession } from '../session/session';
import { clearCodeTarget, readCodeTarget } from './code-target';
import { LoginForm } from './LoginForm';

let logins: Record<string, string>[] = [];

mockApi(
  localizeHandler(en),
  http.post('/client/*', async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    logins.push(body);
    // Answered late, so the form can be seen while the call is in flight.
    await delay(100);
    if (body.user === '+85512345678')
      return HttpResponse.json(
        { statusCode: 403, code: 1112, error: 'Forbidden', message: 'accountNotVerified' },
        { status: 403 },
      );
    return ok({ access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 1800 });
  }),
);
beforeEach(() => {
  logins = [];
  clearSession();
  clearCodeTarget();
  portalStore.set(dialogAtom, 'login');
});

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

async function renderForm() {
  cleanup();
  render(
    <AppProviders>
      <LoginForm />
    </AppProviders>,
  );
  await waitFor(() => screen.getByRole('button', { name: 'Sign in' }));
}

const hasText = (text: string) => document.body.textContent?.includes(text) ?? false;

describe('the login form', () => {
  it('checks the identifier first, then the password, and sends nothing meanwhile', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(hasText(en.phoneOrEmailCannotBeEmpty)).toBe(true));
    // Only the first failing rule counts: its field is marked, the next one not yet.
    expect(input('Phone number or e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Password')).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input('Phone number or e-mail'), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(hasText(en.passwordCannotBeEmpty)).toBe(true));
    expect(hasText(en.phoneOrEmailCannotBeEmpty)).toBe(false);
    expect(input('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Phone number or e-mail')).not.toHaveAttribute('aria-invalid', 'true');
    expect(logins).toEqual([]);
  });

  it('sends a typed phone as +855 without its leading 0, with the button disabled in flight', async () => {
    await renderForm();
    fireEvent.change(input('Phone number or e-mail'), { target: { value: ' 012 345 678 ' } });
    fireEvent.change(input('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(true),
    );
    await waitFor(() =>
      expect(logins).toEqual([{ user: '+85512345678', password: 'secret1', remember: false }]),
    );
    // 1112: the API sent a code; the verification dialog opens with the target kept in its cookie.
    await waitFor(() => expect(portalStore.get(dialogAtom)).toBe('verification'));
    expect(readCodeTarget()).toMatchObject({ to: '012345678', purpose: 'VERIFY_ACCOUNT' });
  });

  it('keeps the tokens and closes the dialog when the password is right', async () => {
    await renderForm();
    fireEvent.change(input('Phone number or e-mail'), { target: { value: 'me@example.com' } });
    fireEvent.change(input('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(portalStore.get(dialogAtom)).toBe(''));
    expect(localStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('refreshToken')).toBe('r');
  });

  it('asks the API for a 30-day session only when "Keep me signed in" is ticked, and keeps the choice', async () => {
    await renderForm();
    const keep = screen.getByRole('checkbox', { name: en.keepMeSignedIn });
    expect(keep).not.toBeChecked();
    expect(keep).toHaveAccessibleDescription(en.keepMeSignedInHint);
    fireEvent.click(keep);
    expect(keep).toBeChecked();
    fireEvent.change(input('Phone number or e-mail'), { target: { value: 'me@example.com' } });
    fireEvent.change(input('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(portalStore.get(dialogAtom)).toBe(''));
    expect(logins).toEqual([{ user: 'me@example.com', password: 'secret1', remember: true }]);
    expect(localStorage.getItem('sessionRemember')).toBe('1');
  });

  it('signs in for the browser session only when "Keep me signed in" is left unticked', async () => {
    await renderForm();
    fireEvent.change(input('Phone number or e-mail'), { target: { value: 'me@example.com' } });
    fireEvent.change(input('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(portalStore.get(dialogAtom)).toBe(''));
    expect(logins).toEqual([{ user: 'me@example.com', password: 'secret1', remember: false }]);
    expect(localStorage.getItem('sessionRemember')).toBe('0');
    expect(document.cookie).toContain('sessionOpen=1');
  });

  it('offers social sign-in only for the providers this deployment has a client id for', async () => {
    setSocialClientIds({});
    await renderForm();
    expect(hasText(en.shellContinueWithGoogle)).toBe(false);

    setSocialClientIds({ google: 'client-id' });
    await renderForm();
    await waitFor(() => expect(hasText(en.shellContinueWithGoogle)).toBe(true));
    expect(hasText(en.shellContinueWithFacebook)).toBe(false);
    expect(hasText(en.shellContinueWithApple)).toBe(false);
    setSocialClientIds({});
  });
});
