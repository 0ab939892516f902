import { type DialogName, dialogAtom, isLoggedInAtom } from '@portal/shared';
import { Modal } from '@portal/shared/overlays';
import { Loader } from '@portal/shared/ui';
import { useAtom, useAtomValue } from 'jotai';
import { type ComponentType, type RefObject, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { VerificationForm } from './VerificationForm';

export type DialogSpec = { titleKey: string; Form: ComponentType; size?: number };

/** The dialogs an app adds to the sign-in ones (the shell's address and business-partner dialogs). */
export type MoreDialogs = Partial<Record<Exclude<DialogName, ''>, DialogSpec>>;

/** Spec section 9: the sign-in box is 460 px wide, the wider modals 560 px. */
const signInDialogsOf = (loggedIn: boolean): MoreDialogs => ({
  login: { titleKey: 'signIn', Form: LoginForm },
  register: { titleKey: 'signUp', Form: RegisterForm },
  verification: { titleKey: 'verifyYourAccount', Form: VerificationForm },
  forgot_password: { titleKey: 'forgotPassword', Form: ForgotPasswordForm },
  // After forgot password a guest sets a new password with the code; a signed-in user changes theirs.
  change_password: loggedIn
    ? { titleKey: 'changePassword', Form: ChangePasswordForm }
    : { titleKey: 'resetPassword', Form: ResetPasswordForm },
});

const firstField =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Focus goes to the dialog's first field once its form is drawn: marked for Mantine's focus trap (which would pick
 * the Close button) and focused, whichever of the two runs last; a form loaded on demand is not there when the
 * dialog opens, and a dialog that follows another (sign in → sign up) gets no new trap.
 */
function FocusFirstField({ within }: { within: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const fields = [...(within.current?.querySelectorAll<HTMLInputElement>(firstField) ?? [])];
    // A field already filled in (the phone just verified, a provider's name) is skipped for the first one to type in.
    const field = fields.find((input) => input.value === '') ?? fields[0];
    if (!field) return;
    field.setAttribute('data-autofocus', '');
    const timer = setTimeout(() => field.focus());
    return () => clearTimeout(timer);
  }, [within]);
  return null;
}

/**
 * Gives the focus back to what opened the dialogs when they close. Mantine's own return notes the opener only when
 * `opened` changes, but this component loads on the first opening and starts opened.
 */
function useFocusReturn(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opened) {
      opener.current ??= document.activeElement as HTMLElement | null;
      return;
    }
    const element = opener.current;
    opener.current = null;
    const timer = setTimeout(() => element?.focus({ preventScroll: true }), 10);
    return () => clearTimeout(timer);
  }, [opened]);
}

/**
 * One dialog at a time, chosen by the overlay value; clicking the overlay (or Escape) closes it. The shell and a
 * remote running alone draw the same sign-in, registration, verification and password dialogs.
 */
export function AuthDialogs({ more = {} }: { more?: MoreDialogs }) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useAtom(dialogAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const current = (dialog && { ...signInDialogsOf(loggedIn), ...more }[dialog]) || null;
  useFocusReturn(current !== null);
  return (
    <Modal
      opened={current !== null}
      returnFocus={false}
      onClose={() => setDialog('')}
      title={current ? t(current.titleKey) : ''}
      size={current?.size ?? 460}
      closeButtonProps={{ 'aria-label': t('shellClose') }}
      centered
    >
      {current && (
        <div ref={content}>
          <Suspense fallback={<Loader aria-label={t('loading')} />}>
            <current.Form key={dialog} />
            <FocusFirstField key={`focus-${dialog}`} within={content} />
          </Suspense>
        </div>
      )}
    </Modal>
  );
}
