import { PageHeading, showToast } from '@portal/shared';
import { settingKeys } from '@portal/shared/contract';
import { Switch } from '@portal/shared/overlays';
import { Paper, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { useChangeSetting } from './api/change-setting';
import { useAdminSettings } from './api/get-admin-settings';
import { useLowStockDefault } from './api/get-low-stock-default';
import { ChatLinksForm } from './components/ChatLinksForm';
import { LowStockDefaultForm } from './components/LowStockDefaultForm';

/** The 16 feature switches; customers see a change on their next page load. */
/** The translation key of a switch's name: adminSettingEnableAcademy, adminSettingShowroom … */
const settingLabelKey = (key: string) => `adminSetting${key.charAt(0).toUpperCase()}${key.slice(1)}`;

export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useAdminSettings();
  const change = useChangeSetting();
  const lowStockDefault = useLowStockDefault();
  return (
    <Stack>
      <PageHeading titleKey="adminSettings" />
      <Text size="sm" c="dimmed">
        {t('adminSettingsHint')}
      </Text>
      {settings.isPending ? (
        <Skeleton h={200} />
      ) : (
        <Paper withBorder p="md">
          <Stack gap="sm">
            {settingKeys.map((key) => (
              <Switch
                key={key}
                label={t(settingLabelKey(key))}
                description={key}
                checked={settings.data?.[key] !== 'off'}
                disabled={change.isPending}
                onChange={(event) =>
                  change.mutate(
                    { key, value: event.currentTarget.checked ? 'on' : 'off' },
                    { onError: (failure) => showToast({ message: t(errorKeyOf(failure)) }) },
                  )
                }
              />
            ))}
          </Stack>
        </Paper>
      )}
      <ChatLinksForm />
      {lowStockDefault.data ? <LowStockDefaultForm current={lowStockDefault.data} /> : <Skeleton h={120} />}
    </Stack>
  );
}
