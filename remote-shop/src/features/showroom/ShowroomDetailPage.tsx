import { LoadFailed } from '@portal/shared';
import { Link, useSearchParams } from '@portal/shared/router';
import { Alert, Anchor, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { useShowroom } from '../../common/catalogue/api/get-showroom';
import { NamedHeading } from '../../common/catalogue/components/NamedHeading';
import '../../common/catalogue/catalogue.css';

/** /showroom/detail?id=… */
export default function ShowroomDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const showroom = useShowroom(Number(params.get('id')) || 0);
  const notFound = (
    <Alert color="red" title={t('catalogueShowroomNotFound')}>
      <Anchor component={Link} to="/showroom">
        {t('showroom')}
      </Anchor>
    </Alert>
  );
  if (!params.get('id')) return notFound;
  if (showroom.isError)
    return <LoadFailed error={showroom.error} onRetry={() => showroom.refetch()} notFound={notFound} />;
  const data = showroom.data;
  return (
    <Stack>
      <NamedHeading name={data?.name} />
      {!data ? (
        <Skeleton height={300} />
      ) : (
        <>
          {data.imageUrl && (
            <img className="catalogue-showroom-image" src={data.imageUrl} width={800} height={450} alt="" />
          )}
          <Text>{data.description}</Text>
          <Text>
            <strong>{t('catalogueAddress')}:</strong> {data.address}
          </Text>
          <Text>
            <strong>{t('catalogueOpeningHours')}:</strong> {data.openingHours}
          </Text>
          <Text>
            <strong>{t('cataloguePhone')}:</strong>{' '}
            <Anchor href={`tel:${data.phone.replace(/\s/g, '')}`}>{data.phone}</Anchor>
          </Text>
          {data.latitude !== null && data.longitude !== null && (
            <Anchor
              href={`https://www.openstreetmap.org/?mlat=${data.latitude}&mlon=${data.longitude}#map=17/${data.latitude}/${data.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('catalogueOpenMap')}
            </Anchor>
          )}
        </>
      )}
    </Stack>
  );
}
