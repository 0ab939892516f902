import { settingsAtom, sidebarOpenedAtom, useCategories, useSettings } from '@portal/shared';
import { Link, useLocation } from '@portal/shared/router';
import { Box, NavLink } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { fullMenu, type MenuItem, visibleMenu } from './menu';
import { SidebarTop } from './SidebarTop';

export function Sidebar() {
  useSettings();
  const settings = useAtomValue(settingsAtom);
  const { data: categories } = useCategories();
  return (
    <Box style={{ overflowY: 'auto' }}>
      <SidebarTop />
      <Box component="nav" aria-label="main">
        {visibleMenu(fullMenu(categories ?? []), settings).map((item) => (
          <MenuLink key={item.key} item={item} />
        ))}
      </Box>
    </Box>
  );
}

function MenuLink({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const close = useSetAtom(sidebarOpenedAtom);
  const label = item.label ?? t(item.labelKey);
  if (item.children?.length) {
    return (
      <NavLink
        label={label}
        defaultOpened={item.children.some((child) => child.to && pathname.startsWith(child.to))}
      >
        {item.children.map((child) => (
          <MenuLink key={child.key} item={child} />
        ))}
      </NavLink>
    );
  }
  return (
    <NavLink
      component={Link}
      to={item.to ?? '/'}
      label={label}
      active={item.to === '/' ? pathname === '/' : pathname.startsWith(item.to ?? '/')}
      onClick={() => close(false)}
    />
  );
}
