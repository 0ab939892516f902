import { api } from '../api/client';
import { queryClient } from '../query/query-client';
import { clearSession } from '../session/session';
import { accessTokenAtom, accountIdAtom } from '../session/session-atoms';
import { portalStore } from '../session/store';
import { profileKeys } from './get-profile';

/**
 * Spec section 3: POST /auth/logout with accountId, accessToken, deviceToken and device. The session is cleared
 * here whatever the server answers: a user who asked to leave is never kept signed in by a failed call.
 */
export async function logout(): Promise<void> {
  const body = {
    accountId: portalStore.get(accountIdAtom) ?? undefined,
    accessToken: portalStore.get(accessTokenAtom) ?? undefined,
    // A web browser has no push-notification token.
    deviceToken: null,
    device: 'web',
  };
  try {
    await api.post('/auth/logout', body, { skipSessionRefresh: true });
  } finally {
    clearSession();
    queryClient.removeQueries({ queryKey: profileKeys.all });
  }
}
