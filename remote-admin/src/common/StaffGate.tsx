import { toClientError } from '@portal/shared';
import { ErrorCode, type StaffMe } from '@portal/shared/contract';
import { Alert, Loader } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffMe } from './api/get-staff-me';

/** Spec section 6: a signed-in customer without a staff role sees "You don't have a permission". */
export function StaffGate({ children }: { children: (me: StaffMe) => ReactNode }) {
  const { t } = useTranslation();
  const me = useStaffMe();
  if (me.isPending) return <Loader m="xl" aria-label={t('loading')} />;
  if (me.isError) {
    const denied = toClientError(me.error).code === ErrorCode.permissionDenied;
    return (
      <Alert
        color={denied ? 'orange' : 'red'}
        title={t(denied ? 'youDontHaveAPermission' : 'adminSomethingWentWrong')}
      >
        {denied ? t('adminStaffOnly') : null}
      </Alert>
    );
  }
  return children(me.data);
}

/** A page whose area the role does not open. */
export function NoPermission() {
  const { t } = useTranslation();
  return <Alert color="orange" title={t('youDontHaveAPermission')} />;
}
