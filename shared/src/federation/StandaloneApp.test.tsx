import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSetAtom } from 'jotai';
import { HttpResponse, http } from 'msw';
import en from '../../../api/src/db/seed/localize/en.json';
import { localizeHandler } from '../../test/localize';
import { mockApi, ok } from '../../test/mock-api';
import { dialogAtom } from '../session/dialog-atom';
import { clearSession } from '../session/session';
import { isLoggedInAtom } from '../session/session-atoms';
import { portalStore } from '../session/store';
import { StandaloneApp } from './StandaloneApp';

const logins: unknown[] = [];

mockApi(
  localizeHandler(en),
  http.post('/client/auth/login', async ({ request }) => {
    logins.push(await request.json());
    return ok({ access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 1800 });
  }),
  http.all('/client/*', () =>
    HttpResponse.json(
      { statusCode: 404, code: 404, error: 'Not Found', message: 'notFound' },
      { status: 404 },
    ),
  ),
);
beforeEach(() => {
  clearSession();
  portalStore.set(dialogAtom, '');
});

// The dialogs and their forms load on their first opening.
const slow = { timeout: 5000 };

/** A page of a remote that needs a signed-in user, as the remotes draw one. */
function NeedsSignIn() {
  const setDialog = useSetAtom(dialogAtom);
  return (
    <button type="button" onClick={() => setDialog('login')}>
      Please sign in to continue
    </button>
  );
}

describe('a remote running alone', () => {
  it("draws the shell's sign-in dialog and signs in through it", async () => {
    render(<StandaloneApp section="academy" routes={<NeedsSignIn />} dataFrom="http://127.0.0.1:4000" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Please sign in to continue' }));
    const dialog = await screen.findByRole('dialog', { name: en.signIn }, slow);
    fireEvent.change(await screen.findByLabelText(en.phoneOrEmail), { target: { value: 'me@example.com' } });
    fireEvent.change(screen.getByLabelText(en.password), { target: { value: 'secret1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en.signIn }));
    await waitFor(() => expect(portalStore.get(isLoggedInAtom)).toBe(true));
    expect(logins).toEqual([{ user: 'me@example.com', password: 'secret1', remember: false }]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("goes on from sign-in to the shell's registration dialog", async () => {
    render(<StandaloneApp section="academy" routes={<NeedsSignIn />} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Please sign in to continue' }));
    await screen.findByRole('dialog', { name: en.signIn }, slow);
    fireEvent.click(screen.getByRole('button', { name: en.signUp }));
    expect(await screen.findByRole('dialog', { name: en.signUp }, slow)).toBeInTheDocument();
    expect(screen.getByLabelText(en.firstName)).toBeInTheDocument();
  });

  it('asks a guest to sign in before the routes of a section only signed-in users reach', async () => {
    render(<StandaloneApp section="admin" routes={<p>The back office</p>} signedInOnly />);
    const dialog = await screen.findByRole('dialog', { name: en.signIn }, slow);
    expect(screen.queryByText('The back office')).not.toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText(en.phoneOrEmail), { target: { value: 'me@example.com' } });
    fireEvent.change(screen.getByLabelText(en.password), { target: { value: 'secret1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en.signIn }));
    expect(await screen.findByText('The back office')).toBeInTheDocument();
  });

  it('says where its data comes from', async () => {
    render(<StandaloneApp section="academy" routes={null} dataFrom="https://staging.example" />);
    expect(await screen.findByText(/Data from https:\/\/staging\.example/)).toBeInTheDocument();
  });
});
