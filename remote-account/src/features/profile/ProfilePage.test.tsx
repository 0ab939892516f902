import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AppProviders, accessTokenAtom, portalStore, queryClient } from '@portal/shared';
import type { Profile } from '@portal/shared/contract';
import { notifications } from '@portal/shared/overlays';
import { BrowserRouter } from '@portal/shared/router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import en from '../../../../api/src/db/seed/localize/en.json';
import { localizeWith } from '../../../../shared/test/localize';
import { mockApi, ok } from '../../../../shared/test/mock-api';
import ProfilePage from './ProfilePage';

const rightCode = '246810';

/** The API as the page meets it: an account whose new e-mail or phone waits for the code `rightCode`. */
let account: Profile;
let calls: { method: string; path: string; body: Record<string, string> }[];

mockApi(
  http.all('/client/*', async ({ request }) => {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const body: Record<string, string> = text ? JSON.parse(text) : {};
    calls.push({ method: request.method, path, body });
    const refused = (status: number, message: string) =>
      HttpResponse.json({ statusCode: status, code: 4000, error: 'Bad Request', message }, { status });
    if (path === '/client/localize') return ok(localizeWith(en));
    if (path === '/client/account/profile/additional-info')
      return ok({ customerGroup: { id: 142, name: 'General' }, isBusinessPartner: false, creditLine: null });
    if (path === '/client/account/profile' && request.method === 'PUT') {
      if (body.email && body.email !== account.email) account = { ...account, pendingEmail: body.email };
      return ok(account);
    }
    if (path === '/client/account/profile') return ok(account);
    if (path === '/client/account/verify-contact-change') {
      if (body.code !== rightCode) return refused(400, 'invalidOtpCode');
      account = { ...account, email: account.pendingEmail, pendingEmail: null };
      return ok(account);
    }
    if (path === '/client/account/resend-contact-change')
      return ok({ sentTo: account.pendingEmail, resendAfterSeconds: 60, expiresInSeconds: 300 });
    if (path === '/client/account/cancel-contact-change') {
      account = { ...account, pendingEmail: null };
      return ok(account);
    }
    return refused(404, 'resourceNotFound');
  }),
);

let clockOffset = 0;
beforeEach(() => {
  account = {
    id: 7,
    firstName: 'Sokha',
    lastName: 'Chan',
    gender: 'Female',
    phone: '012345678',
    email: 'sokha@example.com',
    pendingPhone: null,
    pendingEmail: null,
    imageUrl: null,
    customerGroup: { id: 142, name: 'General' },
    reqBpStatus: null,
    credit: { creditLine: null },
    totalPoints: 0,
    newNotification: false,
    defaultAddressProvinceName: null,
    defaultAddressDetail: null,
    totalCartItems: 0,
    deleteRequestedAt: null,
    birthday: null,
  };
  calls = [];
  clockOffset = 0;
  const realNow = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + clockOffset);
  queryClient.clear();
  portalStore.set(accessTokenAtom, 'token');
});
afterEach(() => {
  jest.restoreAllMocks();
  // Toasts of the test before would otherwise queue this one's behind them.
  notifications.clean();
});

const openPage = async () => {
  render(
    <AppProviders>
      <BrowserRouter>
        <ProfilePage />
      </BrowserRouter>
    </AppProviders>,
  );
  return screen.findByLabelText(en.emailOptional);
};

/** Saves the profile with a new e-mail and answers the block that waits for its code. */
const askForNewEmail = async (user: ReturnType<typeof userEvent.setup>) => {
  const email = await openPage();
  await user.clear(email);
  await user.type(email, 'sokha.new@example.com');
  await user.click(screen.getByRole('button', { name: en.accountSave }));
  return screen.findByTestId('account-pending-email');
};

describe('the profile page: a new e-mail waits for its code', () => {
  it('says a code went to the new e-mail, shows it waiting, and keeps the current one in the field', async () => {
    const user = userEvent.setup();
    const pending = await askForNewEmail(user);

    expect(await screen.findByText(en.accountContactCodeSent)).toBeInTheDocument();
    expect(
      within(pending).getByText(en.accountPendingEmail.replace('{{address}}', 'sokha.new@example.com')),
    ).toBeInTheDocument();
    expect(
      within(pending).getByText(en.codeSentTo.replace('{{target}}', 'sokha.new@example.com')),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(en.emailOptional)).toHaveValue('sokha@example.com');
    expect(within(pending).getByLabelText(en.verificationCode)).toHaveAttribute('maxlength', '6');
    expect(calls.find((call) => call.method === 'PUT')?.body.email).toBe('sokha.new@example.com');
  });

  it('takes the 6-digit code: a short one is not sent, a wrong one is refused, the right one changes the e-mail', async () => {
    const user = userEvent.setup();
    const pending = await askForNewEmail(user);
    const code = within(pending).getByLabelText(en.verificationCode);
    const verify = within(pending).getByRole('button', { name: en.verify });
    const verifications = () => calls.filter((call) => call.path.endsWith('/verify-contact-change'));

    await user.type(code, '123');
    await user.click(verify);
    expect(await within(pending).findByRole('alert')).toHaveTextContent(en.invalidOtpCode);
    expect(verifications()).toEqual([]);

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(verify);
    await waitFor(() => expect(verifications()).toHaveLength(1));
    await waitFor(() => expect(within(pending).getByRole('alert')).toHaveTextContent(en.invalidOtpCode));

    await user.clear(code);
    await user.type(code, `${rightCode}{Enter}`);

    expect(await screen.findByText(en.accountEmailChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('account-pending-email')).not.toBeInTheDocument());
    expect(verifications().at(-1)?.body).toEqual({ type: 'email', code: rightCode });
    // The form now holds the new e-mail, so saving it again keeps it.
    expect(screen.getByLabelText(en.emailOptional)).toHaveValue('sokha.new@example.com');
  });

  it('offers a new code only once 60 seconds have passed, then counts down again', async () => {
    const user = userEvent.setup();
    const pending = await askForNewEmail(user);
    const resend = () => within(pending).getByRole('button', { name: /^Resend/ });

    expect(resend()).toHaveTextContent(en.resendInSeconds.replace('{{seconds}}', '60'));
    expect(resend()).toBeDisabled();

    clockOffset = 61_000;
    await waitFor(() => expect(resend()).toHaveTextContent(en.resend), { timeout: 2500 });
    expect(resend()).toBeEnabled();
    await user.click(resend());

    await waitFor(() => expect(resend()).toHaveTextContent(en.resendInSeconds.replace('{{seconds}}', '60')));
    expect(resend()).toBeDisabled();
    expect(calls.filter((call) => call.path.endsWith('/resend-contact-change'))).toEqual([
      expect.objectContaining({ body: { type: 'email' } }),
    ]);
  });

  it('takes the change back: the new e-mail is no longer waiting', async () => {
    const user = userEvent.setup();
    const pending = await askForNewEmail(user);

    await user.click(within(pending).getByRole('button', { name: en.accountContactChangeCancel }));

    expect(await screen.findByText(en.accountContactChangeCancelled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('account-pending-email')).not.toBeInTheDocument());
    expect(screen.getByLabelText(en.emailOptional)).toHaveValue('sokha@example.com');
  });

  it('shows a change asked for earlier as waiting when the page opens', async () => {
    account = { ...account, pendingPhone: '0971234567' };
    await openPage();
    const pending = await screen.findByTestId('account-pending-phone');
    expect(
      within(pending).getByText(en.accountPendingPhone.replace('{{address}}', '0971234567')),
    ).toBeInTheDocument();
    // Its last code went before the page opened: a new one may be asked for at once.
    expect(within(pending).getByRole('button', { name: en.resend })).toBeEnabled();
  });
});
