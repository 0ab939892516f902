import { dialogAtom, isLoggedInAtom, showToast } from '@portal/shared';
import { ActionIcon } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useWishlistIds } from '../api/get-wishlist-ids';
import { useToggleWishlist } from '../api/toggle-wishlist';

/** The heart: guests are asked to sign in; signed-in customers toggle the favorite at once. */
export function FavoriteButton({ productId, size = 'lg' }: { productId: number; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setDialog = useSetAtom(dialogAtom);
  const { data: ids } = useWishlistIds();
  const toggle = useToggleWishlist();
  const favorite = ids?.includes(productId) ?? false;
  const label = favorite ? t('catalogueRemoveFavorite') : t('catalogueAddFavorite');
  return (
    <ActionIcon
      variant={favorite ? 'filled' : 'default'}
      color="orange"
      radius="xl"
      size={size}
      aria-label={label}
      aria-pressed={favorite}
      title={label}
      data-testid="favorite-toggle"
      onClick={(event) => {
        event.preventDefault();
        if (!loggedIn) {
          setDialog('login');
          return;
        }
        toggle.mutate(
          { productId, favorite: !favorite },
          { onError: () => showToast({ message: t('catalogueFavoriteFailed'), color: 'red' }) },
        );
      }}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
          fill={favorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </ActionIcon>
  );
}
