import { PageHeading } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Alert, Badge, Paper, Skeleton, Stack, Text, Title } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { useShowrooms } from '../../common/catalogue/api/get-showrooms';
import '../../common/catalogue/catalogue.css';

export default function ShowroomPage() {
  const { t } = useTranslation();
  const showrooms = useShowrooms();
  return (
    <Stack>
      <PageHeading titleKey="showroom" />
      {showrooms.isPending && <Skeleton height={200} radius="md" />}
      {showrooms.isError && <Alert color="red">{t('catalogueLoadFailed')}</Alert>}
      <ul className="catalogue-grid" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {showrooms.data?.map((showroom, index) => (
          <li key={showroom.id}>
            <Paper
              withBorder
              p="sm"
              component={Link}
              to={`/showroom/detail?id=${showroom.id}`}
              display="block"
              className="catalogue-card-link"
            >
              <Stack gap={6}>
                {showroom.imageUrl && (
                  <img
                    className="catalogue-showroom-image"
                    src={showroom.imageUrl}
                    width={800}
                    height={450}
                    alt=""
                    loading={index < 2 ? 'eager' : 'lazy'}
                  />
                )}
                <Title order={2} size="h5">
                  {showroom.name}
                </Title>
                {showroom.isHeadOffice && (
                  <Badge color="orange" variant="light" w="fit-content">
                    {t('catalogueHeadOffice')}
                  </Badge>
                )}
                <Text size="sm">{showroom.address}</Text>
                <Text size="sm" c="gray.7">
                  {showroom.openingHours}
                </Text>
              </Stack>
            </Paper>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
