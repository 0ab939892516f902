import { type DialogName, dialogAtom, showToast } from '@portal/shared';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CodeTarget, readCodeTarget } from './code-target';

/**
 * The code target from its cookie. Spec section 8: without it the user is sent back to `start` (register or
 * forgot password) with a message.
 */
export function useCodeTarget(start: DialogName) {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const [target, setTarget] = useState<CodeTarget | null>(readCodeTarget);
  useEffect(() => {
    if (target) return;
    showToast({ message: t('enterYourPhoneOrEmailAgain'), color: 'red' });
    setDialog(start);
  }, [target, start, setDialog, t]);
  return [target, setTarget] as const;
}
