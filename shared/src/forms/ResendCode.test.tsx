import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { localizeHandler } from '../../test/localize';
import { mockApi } from '../../test/mock-api';
import { AppProviders } from '../components/AppProviders';
import { CodeField } from './CodeField';
import { ResendCode } from './ResendCode';

mockApi(
  localizeHandler({
    sendCode: 'Send code',
    resend: 'Resend code',
    resendInSeconds: 'Resend in {{seconds}} s',
    codeSentTo: 'We sent a 6-digit code to {{target}}.',
    codeWillBeSentTo: 'A 6-digit code will be sent to {{target}}.',
    verificationCode: 'Verification code',
  }),
);

function Resend({ sentAt: first, idleKey }: { sentAt: number | null; idleKey?: 'sendCode' | 'resend' }) {
  const [sentAt, setSentAt] = useState(first);
  const [sends, setSends] = useState(0);
  const send = async () => {
    setSends((count) => count + 1);
    setSentAt(Date.now());
  };
  return (
    <>
      <ResendCode sentAt={sentAt} send={send} idleKey={idleKey} />
      <output>{sends} sent</output>
    </>
  );
}

const renderWithProviders = (ui: React.ReactNode) => render(<AppProviders>{ui}</AppProviders>);

describe('the code resend button (spec section 4)', () => {
  it('sends a first code, then counts 60 seconds down with the button disabled', async () => {
    renderWithProviders(<Resend sentAt={null} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByText('1 sent')).toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /Resend in (60|59) s/ })).toBeDisabled();
  });

  it('refuses a resend while a code sent 23 seconds ago is counting down', async () => {
    renderWithProviders(<Resend sentAt={Date.now() - 23_000} />);
    expect(await screen.findByRole('button', { name: /Resend in 3[67] s/ })).toBeDisabled();
  });

  it("offers 'resend' at once for a code sent before the page was opened", async () => {
    renderWithProviders(<Resend sentAt={null} idleKey="resend" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(screen.getByText('1 sent')).toBeInTheDocument());
  });
});

describe('the code field', () => {
  it('says where the code went and takes six digits, as autofill recognises', async () => {
    renderWithProviders(<CodeField sentTo="012345678" value="" onChange={() => {}} />);
    expect(await screen.findByText('We sent a 6-digit code to 012345678.')).toBeInTheDocument();
    const field = screen.getByLabelText('Verification code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('maxlength', '6');
  });

  it('says where it will go before one was sent', async () => {
    renderWithProviders(<CodeField sentTo="me@example.com" sent={false} value="" onChange={() => {}} />);
    expect(await screen.findByText('A 6-digit code will be sent to me@example.com.')).toBeInTheDocument();
  });
});
