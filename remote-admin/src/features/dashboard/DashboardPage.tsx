import { PageHeading } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Anchor, Group, Paper, Skeleton, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { useDashboard } from './api/get-dashboard';
import { dashboardTiles } from './dashboard-tiles';

export default function DashboardPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const tiles = dashboard.data ? dashboardTiles(dashboard.data) : [];
  return (
    <>
      <PageHeading titleKey="adminDashboard" />
      {dashboard.isPending ? (
        <Skeleton h={80} />
      ) : (
        <Group>
          {tiles.map(([key, value, page]) => (
            <Paper key={key} withBorder p="md" miw={180}>
              <Text size="sm" c="dimmed">
                {page ? (
                  <Anchor component={Link} to={page} inherit>
                    {t(key)}
                  </Anchor>
                ) : (
                  t(key)
                )}
              </Text>
              <Text fz={28} fw={700} data-testid={key}>
                {value}
              </Text>
            </Paper>
          ))}
        </Group>
      )}
    </>
  );
}
