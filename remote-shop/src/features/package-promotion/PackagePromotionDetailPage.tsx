import { isLoggedInAtom, useProfile } from '@portal/shared';
import { useParams } from '@portal/shared/router';
import { Skeleton, Stack, Text } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { useProduct } from '../../common/catalogue/api/get-product';
import { CatalogueImage } from '../../common/catalogue/components/CatalogueImage';
import { NamedHeading } from '../../common/catalogue/components/NamedHeading';
import { Price } from '../../common/catalogue/components/Price';
import { ProductLoadFailed } from '../../common/catalogue/components/ProductLoadFailed';
import '../../common/catalogue/catalogue.css';
import { QuoteRequestForm } from './QuoteRequestForm';
import { quoteFormStart } from './quote-contact';

/** A package with the request-a-quote form; success goes to …/request-quote-success. */
export default function PackagePromotionDetailPage() {
  const id = Number(useParams().id);
  const product = useProduct(Number.isInteger(id) ? id : 0);
  // A signed-in customer's name and phone are known: the form starts with them once the profile is there.
  const loggedIn = useAtomValue(isLoggedInAtom);
  const profile = useProfile();

  if (product.isError) {
    return <ProductLoadFailed error={product.error} onRetry={() => product.refetch()} />;
  }
  const data = product.data;
  return (
    <Stack>
      <NamedHeading name={data?.name} />
      {!data ? (
        <Skeleton height={240} />
      ) : (
        <div className="catalogue-product">
          <div className="catalogue-gallery">
            {data.images.slice(0, 1).map((image) => (
              <CatalogueImage
                key={image.url}
                image={image}
                alt={data.name}
                sizes="(min-width: 760px) 445px, 100vw"
                eager
              />
            ))}
          </div>
          <Stack gap="sm">
            <Text size="xl">
              <Price price={data.price} compareAtPrice={data.compareAtPrice} />
            </Text>
            <Text size="sm">{data.description}</Text>
            {loggedIn && profile.isPending ? (
              <Skeleton height={360} />
            ) : (
              <QuoteRequestForm productId={id} start={quoteFormStart(profile.data)} />
            )}
          </Stack>
        </div>
      )}
    </Stack>
  );
}
