import { dialogAtom, isLoggedInAtom, queryClient, useProfile } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { ActionIcon, Badge } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cartBadge, refetchProfileOnCartChange } from './cart-count';
import { CartIcon } from './icons';

/** Spec section 2: the cart icon with the item count; a guest clicking it gets the login dialog. */
export function CartControl() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setDialog = useSetAtom(dialogAtom);
  const { data: profile } = useProfile();
  useEffect(() => refetchProfileOnCartChange(queryClient), []);
  const badge = loggedIn ? cartBadge(profile?.totalCartItems) : null;
  return (
    <ActionIcon
      component={Link}
      to="/cart"
      variant="subtle"
      color="dark"
      pos="relative"
      // The count sits on the icon's corner; Mantine's ActionIcon would clip it.
      style={{ overflow: 'visible' }}
      aria-label={badge ? t('shellCartWithCount', { count: profile?.totalCartItems ?? 0 }) : t('cart')}
      onClick={(event: React.MouseEvent) => {
        if (loggedIn) return;
        event.preventDefault();
        setDialog('login');
      }}
    >
      <CartIcon />
      {badge && (
        <Badge
          data-testid="cart-count"
          size="xs"
          circle={badge.length === 1}
          color="orange.8"
          pos="absolute"
          top={-4}
          right={-6}
          px={4}
        >
          {badge}
        </Badge>
      )}
    </ActionIcon>
  );
}
