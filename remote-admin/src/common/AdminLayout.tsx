import type { StaffMe } from '@portal/shared/contract';
import { Link, useLocation } from '@portal/shared/router';
import { Badge, Group, NavLink, Paper, Stack, Text } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { menuFor, roleKey } from './admin-menu';

/** The back office's frame: who is signed in with which role, and the pages that role opens. */
export function AdminLayout({ me, children }: { me: StaffMe; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={700}>{t('admin')}</Text>
        <Group gap="xs">
          <Text size="sm">
            {me.firstName} {me.lastName}
          </Text>
          <Badge variant="light">{t(roleKey(me.role))}</Badge>
        </Group>
      </Group>
      <Paper withBorder p={4} component="nav" aria-label={t('adminMenu')}>
        <Group gap={4} wrap="wrap">
          {menuFor(me.areas).map((item) => (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              label={t(item.labelKey)}
              active={pathname === item.path}
              w="auto"
            />
          ))}
        </Group>
      </Paper>
      {children}
    </Stack>
  );
}
