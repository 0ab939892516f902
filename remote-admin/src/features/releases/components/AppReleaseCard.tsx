import { type AppReleases, phnomPenhText } from '@portal/shared/contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tileGrid } from '../../../common/Section';
import { changeThatMade, keptReleases, whoMade } from '../release-summary';
import { KeptRelease } from './KeptRelease';
import type { ReleaseAction } from './ReleaseActionDialog';
import { ReleaseFactsList } from './ReleaseFactsList';

/** The newest kept releases shown before "Show all": a server keeps a handful per app, most of them old. */
const keptShown = 3;

/** One app: its live release and any canary with their facts and who put them there, its kept releases. */
export function AppReleaseCard({
  app,
  onAction,
}: {
  app: AppReleases;
  onAction: (action: ReleaseAction) => void;
}) {
  const { t } = useTranslation();
  const factsOf = (version: string) => app.releases.find((release) => release.version === version);
  const madeLive = app.live ? changeThatMade(app.history, app.live, 'live') : undefined;
  const canaryStart = app.canary ? changeThatMade(app.history, app.canary.version, 'canary') : undefined;
  const headingId = `releases-${app.app}`;
  const [allKept, setAllKept] = useState(false);
  const kept = keptReleases(app);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {app.app}
        </Title>
        <div style={tileGrid(300)}>
          <Stack gap={6} data-testid="release-live">
            <Group gap="xs">
              <Badge color="green">{t('adminReleaseLive')}</Badge>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {app.live ?? t('adminReleaseNoLive')}
              </Text>
            </Group>
            {app.live ? <ReleaseFactsList facts={factsOf(app.live)} /> : null}
            {madeLive ? (
              <Text size="xs" c="dimmed">
                {t('adminReleaseMadeLiveBy', { by: whoMade(madeLive, t), at: phnomPenhText(madeLive.at) })}
              </Text>
            ) : null}
            {app.live && !app.canary ? (
              <Group>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => onAction({ kind: 'rollback', app: app.app, live: app.live ?? '' })}
                >
                  {t('adminReleaseRollback')}
                </Button>
              </Group>
            ) : null}
          </Stack>
          {app.canary ? (
            <Stack gap={6} data-testid="release-canary">
              <Group gap="xs">
                <Badge color="yellow">{t('adminReleaseCanary')}</Badge>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {app.canary.version}
                </Text>
              </Group>
              <Text size="sm">{t('adminReleaseCanaryShare', { share: app.canary.share })}</Text>
              <ReleaseFactsList facts={factsOf(app.canary.version)} />
              {canaryStart ? (
                <Text size="xs" c="dimmed">
                  {t('adminReleaseCanaryStartedBy', {
                    by: whoMade(canaryStart, t),
                    at: phnomPenhText(canaryStart.at),
                  })}
                </Text>
              ) : null}
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() =>
                    app.canary &&
                    onAction({
                      kind: 'canary',
                      app: app.app,
                      version: app.canary.version,
                      share: app.canary.share,
                    })
                  }
                >
                  {t('adminReleaseChangeCanary')}
                </Button>
                <Button
                  size="xs"
                  onClick={() =>
                    app.canary && onAction({ kind: 'complete', app: app.app, version: app.canary.version })
                  }
                >
                  {t('adminReleaseCompleteCanary')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => onAction({ kind: 'endCanary', app: app.app, live: app.live ?? '' })}
                >
                  {t('adminReleaseEndCanary')}
                </Button>
              </Group>
            </Stack>
          ) : null}
        </div>
        <Title order={3} size="h6">
          {t('adminReleaseKept')}
        </Title>
        <div style={tileGrid(260)}>
          {(allKept ? kept : kept.slice(0, keptShown)).map(({ facts, role }) => (
            <KeptRelease
              key={facts.version}
              app={app.app}
              facts={facts}
              role={role}
              live={app.live}
              onAction={onAction}
            />
          ))}
        </div>
        {!allKept && kept.length > keptShown ? (
          <Group>
            <Button size="xs" variant="subtle" onClick={() => setAllKept(true)}>
              {t('adminReleaseShowAllKept', { count: kept.length })}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
