import type { StaffMe } from '@portal/shared/contract';
import { Link, useLocation } from '@portal/shared/router';
import { Badge, Box, Button, NavLink, Paper, Stack, Text, useDisclosure } from '@portal/shared/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffSearch } from '../features/search/StaffSearch';
import { menuFor, roleKey } from './admin-menu';
import './admin-layout.css';

/**
 * The back office's frame: who is signed in with which role, the pages that role opens beside the page, and one
 * search above it. On a phone the menu folds into one button, and opens as rows that wrap.
 */
export function AdminLayout({ me, children }: { me: StaffMe; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // A new page closes the folded menu.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);
  const items = menuFor(me.areas);
  const isActive = (path: string) => (path === '/admin' ? pathname === path : pathname.startsWith(path));
  const current = items
    .filter((item) => isActive(item.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return (
    <div className="admin-layout">
      <Paper withBorder p={4} component="nav" aria-label={t('adminMenu')} className="admin-layout-menu">
        <div className="admin-layout-menu-head">
          <Stack gap={4} p="xs" align="flex-start">
            <Text size="sm" fw={600}>
              {me.firstName} {me.lastName}
            </Text>
            <Badge variant="light">{t(roleKey(me.role))}</Badge>
          </Stack>
          <Button
            variant="default"
            className="admin-layout-menu-toggle"
            aria-expanded={opened}
            aria-controls="admin-layout-menu-links"
            onClick={toggle}
            leftSection={<span aria-hidden="true">{opened ? '✕' : '☰'}</span>}
          >
            {t('adminMenu')}
          </Button>
        </div>
        <div id="admin-layout-menu-links" className="admin-layout-menu-links" data-opened={opened}>
          {items.map((item) => (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              label={t(item.labelKey)}
              active={item === current}
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
