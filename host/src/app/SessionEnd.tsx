import { onUnauthorized, profileKeys, queryClient } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { useEffect } from 'react';

/** Spec section 4: after a forced logout (the API client has cleared the session) the user goes home. */
export function SessionEnd() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        queryClient.removeQueries({ queryKey: profileKeys.all });
        navigate('/');
      }),
    [navigate],
  );
  return null;
}
