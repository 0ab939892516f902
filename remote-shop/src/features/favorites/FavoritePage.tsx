import { dialogAtom, isLoggedInAtom, PageHeading } from '@portal/shared';
import { useSearchParams } from '@portal/shared/router';
import { Button, Stack, Text } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useWishlist } from '../../common/catalogue/api/get-wishlist';
import { Pager } from '../../common/catalogue/components/Pager';
import { ProductGrid } from '../../common/catalogue/components/ProductGrid';
import { cataloguePageSize, pageCount } from '../../common/catalogue/list-filters';
import '../../common/catalogue/catalogue.css';

export default function FavoritePage() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setDialog = useSetAtom(dialogAtom);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useWishlist(cataloguePageSize, (page - 1) * cataloguePageSize);

  return (
    <Stack>
      <PageHeading titleKey="favorite" />
      {!loggedIn ? (
        <Stack gap="xs" align="start">
          <Text>{t('catalogueSignInForFavorites')}</Text>
          <Button onClick={() => setDialog('login')}>{t('catalogueSignIn')}</Button>
        </Stack>
      ) : (
        <>
          <ProductGrid
            products={list.data?.items}
            loading={list.isPending}
            error={list.isError}
            onRetry={() => void list.refetch()}
            eagerCount={2}
            emptyKey="catalogueNoFavorites"
          />
          <Pager
            page={page}
            pages={pageCount(list.data?.meta.total ?? 0)}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </>
      )}
    </Stack>
  );
}
