import type { StaffMe } from '@portal/shared/contract';
import { Link, useLocation } from '@portal/shared/router';
import { Badge, Box, NavLink, Paper, Stack, Text } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffSearch } from '../features/search/StaffSearch';
import { menuFor, roleKey } from './admin-menu';
import './admin-layout.css';

/**
 * The back office's frame: who is signed in with which role, the pages that role opens beside the page, and one
 * search above it.
 */
export function AdminLayout({ me, children }: { me: StaffMe; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="admin-layout">
      <Paper withBorder p={4} component="nav" aria-label={t('adminMenu')} className="admin-layout-menu">
        <Stack gap={4} p="xs" align="flex-start">
          <Text size="sm" fw={600}>
            {me.firstName} {me.lastName}
          </Text>
          <Badge variant="light">{t(roleKey(me.role))}</Badge>
        </Stack>
        <div className="admin-layout-menu-links">
          {menuFor(me.areas).map((item) => (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              label={t(item.labelKey)}
              active={item.path === '/admin' ? pathname === item.path : pathname.startsWith(item.path)}
            />
          ))}
        </div>
      </Paper>
      <Box className="admin-layout-page">
        <Box mb="md" maw={520}>
          <StaffSearch />
        </Box>
        {children}
      </Box>
    </div>
  );
}
