import { type DialogName, dialogAtom } from '@portal/shared';
import { Modal } from '@portal/shared/overlays';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { VerificationForm } from './VerificationForm';

const dialogs: Record<Exclude<DialogName, ''>, { titleKey: string; Form: () => React.ReactNode }> = {
  login: { titleKey: 'signIn', Form: LoginForm },
  register: { titleKey: 'signUp', Form: RegisterForm },
  verification: { titleKey: 'verifyYourAccount', Form: VerificationForm },
  forgot_password: { titleKey: 'forgotPassword', Form: ForgotPasswordForm },
  change_password: { titleKey: 'resetPassword', Form: ResetPasswordForm },
};

/** One dialog at a time, chosen by the overlay value; clicking the overlay (or Escape) closes it. */
export default function AuthDialogs() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useAtom(dialogAtom);
  const current = dialog ? dialogs[dialog] : null;
  return (
    // Spec section 9: the sign-in box is 460 px wide.
    <Modal
      opened={current !== null}
      onClose={() => setDialog('')}
      title={current ? t(current.titleKey) : ''}
      size={460}
      centered
    >
      {current && <current.Form key={dialog} />}
    </Modal>
  );
}
