import { useProfile } from '@portal/shared';
import { ActionIcon, Box } from '@portal/shared/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from './icons';

// The panel brings the pop-up code and the list call; it loads on the first click.
const NotificationPanel = lazy(() => import('./NotificationPanel'));

/** Spec section 2: the bell with an unread dot from profile.newNotification; only a signed-in user has one. */
export default function NotificationBell() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const [requested, setRequested] = useState(false);
  if (!profile) return null;
  const unread = profile.newNotification;
  const label = unread ? t('shellNotificationsUnread') : t('shellNotifications');
  const bell = (onClick?: () => void) => (
    <ActionIcon variant="subtle" color="dark" aria-label={label} onClick={onClick} pos="relative">
      <BellIcon />
      {unread && (
        <Box
          data-testid="unread-dot"
          pos="absolute"
          top={4}
          right={4}
          w={8}
          h={8}
          bg="red.7"
          style={{ borderRadius: '50%' }}
        />
      )}
    </ActionIcon>
  );
  if (!requested) return bell(() => setRequested(true));
  return (
    <Suspense fallback={bell()}>
      <NotificationPanel target={bell()} onClosed={() => setRequested(false)} />
    </Suspense>
  );
}
