import { dialogAtom, isLoggedInAtom, sidebarOpenedAtom, useProfile } from '@portal/shared';
import { Box, Button, Center, Group, Skeleton, Text } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../app/portal-config';

/** A user sees their photo (or its initial) and name; a guest the welcome text with Sign in and Sign up (spec section 2). */
export function SidebarAccount() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setDialog = useSetAtom(dialogAtom);
  const closeSidebar = useSetAtom(sidebarOpenedAtom);
  const open = (dialog: 'login' | 'register') => {
    closeSidebar(false);
    setDialog(dialog);
  };
  if (loggedIn) return <SignedIn />;
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('guestWelcome', { company: portalConfig.companyName })}
      </Text>
      <Group gap="xs" grow>
        <Button size="xs" onClick={() => open('login')}>
          {t('signIn')}
        </Button>
        <Button size="xs" variant="outline" onClick={() => open('register')}>
          {t('signUp')}
        </Button>
      </Group>
    </>
  );
}

function SignedIn() {
  const { data: profile } = useProfile();
  if (!profile) return <Skeleton h={40} />;
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <Group gap="sm" wrap="nowrap">
      {profile.imageUrl ? (
        <img
          src={profile.imageUrl}
          alt=""
          width={40}
          height={40}
          data-testid="sidebar-photo"
          style={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
        />
      ) : (
        <Center
          w={40}
          h={40}
          bg="orange.1"
          c="orange.9"
          fw={700}
          style={{ borderRadius: '50%', flexShrink: 0 }}
          aria-hidden
        >
          {profile.firstName.charAt(0).toUpperCase()}
        </Center>
      )}
      <Box style={{ minWidth: 0 }}>
        <Text fw={600} truncate data-testid="account-name">
          {name}
        </Text>
      </Box>
    </Group>
  );
}
