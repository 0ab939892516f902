import { Link } from '@portal/shared/router';
import { Anchor } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage status={404} message={t('pageNotFound')}>
      <Anchor component={Link} to="/">
        {t('backToHome')}
      </Anchor>
    </ErrorPage>
  );
}
