import { Link } from '@portal/shared/router';
import { Paper, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';

const choices = [
  ['/profile/address/add-new/add-manually', 'addAddressManually', 'accountAddManuallyHint'],
  ['/profile/address/add-new/use-current/new', 'useCurrentLocation', 'accountUseCurrentHint'],
] as const;

/** Two ways to add an address: typed in, or from where the browser says the user is. */
export default function AddAddressPage() {
  const { t } = useTranslation();
  return (
    <AccountPage titleKey="addNewAddress" back={{ to: '/profile/address', labelKey: 'myAddress' }}>
      <Stack>
        {choices.map(([to, title, hint]) => (
          <Paper key={to} withBorder p="md" component={Link} to={to} style={{ textDecoration: 'none' }}>
            <Text fw={700} c="orange.8">
              {t(title)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(hint)}
            </Text>
          </Paper>
        ))}
      </Stack>
    </AccountPage>
  );
}
