import { api, dialogAtom, PageHeading, saveTokens, showToast, toClientError } from '@portal/shared';
import { readCallback, SOCIAL_NONCE_KEY, socialPrefillAtom } from '@portal/shared/auth';
import { ErrorCode, type SocialLoginResult } from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { Loader } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteDescription } from './site-description';

/**
 * Social sign-in returns here (spec section 4): a known user gets tokens and the page reloads; an unknown one goes
 * to register with the provider's data. 1110 and 1118 show the server's message; other failures loginFailed.
 */
export default function CallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setDialog = useSetAtom(dialogAtom);
  const setPrefill = useSetAtom(socialPrefillAtom);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const result = readCallback(window.location.hash, sessionStorage.getItem(SOCIAL_NONCE_KEY));
    sessionStorage.removeItem(SOCIAL_NONCE_KEY);
    const fail = (message: string) => {
      showToast({ message: t(message), color: 'red' });
      navigate('/', { replace: true });
      setDialog('login');
    };
    if (!result.ok) {
      fail('loginFailed');
      return;
    }
    api
      .post<{ data: SocialLoginResult }>('/auth/login/social', {
        accessToken: result.token,
        socialType: result.provider,
        remember: result.remember,
      })
      .then(({ data }) => {
        if ('token' in data.data) {
          saveTokens(
            { accessToken: data.data.token.access_token, refreshToken: data.data.token.refresh_token },
            { remember: result.remember },
          );
          window.location.replace('/');
          return;
        }
        setPrefill(data.data.user);
        navigate('/', { replace: true });
        setDialog('register');
      })
      .catch((err: unknown) => {
        const error = toClientError(err);
        const shown =
          error.code === ErrorCode.socialLoginFailed || error.code === ErrorCode.socialAccountConflict;
        fail(shown ? error.message : 'loginFailed');
      });
  }, [navigate, setDialog, setPrefill, t]);

  return (
    <>
      <PageHeading titleKey="callback" description={useSiteDescription()} />
      <Loader aria-label={t('loading')} />
    </>
  );
}
