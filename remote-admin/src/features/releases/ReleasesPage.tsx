import { PageHeading } from '@portal/shared';
import { Alert, Skeleton, Stack } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { useReleases } from './api/get-releases';
import { AppReleaseCard } from './components/AppReleaseCard';
import { DeployTokens } from './components/DeployTokens';
import { type ReleaseAction, ReleaseActionDialog } from './components/ReleaseActionDialog';
import { ReleaseHealthPanel } from './components/ReleaseHealthPanel';
import { ReleaseHistory } from './components/ReleaseHistory';

/** Every app's live release, canary and kept releases with their actions; release health, the history, deploy tokens. */
export default function ReleasesPage() {
  const { t } = useTranslation();
  const releases = useReleases();
  const [action, setAction] = useState<ReleaseAction | null>(null);
  return (
    <Stack>
      <PageHeading titleKey="adminReleases" />
      {releases.isPending ? (
        <Skeleton h={240} />
      ) : releases.isError ? (
        <Alert color="red" role="alert">
          {t(errorKeyOf(releases.error))}
        </Alert>
      ) : (
        releases.data.map((app) => <AppReleaseCard key={app.app} app={app} onAction={setAction} />)
      )}
      <ReleaseHealthPanel />
      {releases.data ? <ReleaseHistory apps={releases.data} /> : null}
      <DeployTokens />
      <ReleaseActionDialog action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}
