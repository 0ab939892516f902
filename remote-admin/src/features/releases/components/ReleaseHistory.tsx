import { type AppReleases, phnomPenhText, type ReleaseChange } from '@portal/shared/contract';
import { Button, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../common/Section';
import { allHistory, whoMade } from '../release-summary';

const actionKey: Record<string, string> = {
  promote: 'adminReleaseActionPromote',
  canary: 'adminReleaseActionCanary',
  rollback: 'adminReleaseActionRollback',
};

function Change({ change }: { change: ReleaseChange }) {
  const { t } = useTranslation();
  const action = actionKey[change.action];
  return (
    <li style={{ overflowWrap: 'anywhere' }}>
      <Text size="sm">
        <b>{change.app}</b> {action ? t(action, { share: change.share ?? '' }) : change.action}:{' '}
        {change.from ?? '—'} → {change.to ?? '—'}
      </Text>
      <Text size="xs" c="dimmed">
        {phnomPenhText(change.at)} · {t('adminReleaseHistoryBy', { by: whoMade(change, t) })}
        {change.reason ? ` · ${change.reason}` : ''}
      </Text>
    </li>
  );
}

/** The newest changes shown before "Show all". */
const historyShown = 20;

/** Every app's registry changes, the newest first: who, when, from which release to which, and why. */
export function ReleaseHistory({ apps }: { apps: readonly AppReleases[] }) {
  const { t } = useTranslation();
  const history = allHistory(apps);
  const [all, setAll] = useState(false);
  return (
    <Section title={t('adminReleaseHistory')} testId="release-history">
      {history.length ? (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(all ? history : history.slice(0, historyShown)).map((change) => (
            <Change key={`${change.app}-${change.at}-${change.action}`} change={change} />
          ))}
        </Stack>
      ) : null}
      {!all && history.length > historyShown ? (
        <Button mt="xs" size="xs" variant="subtle" onClick={() => setAll(true)}>
          {t('adminReleaseShowAllHistory', { count: history.length })}
        </Button>
      ) : null}
      {history.length ? null : <Text c="dimmed">{t('adminNothingHere')}</Text>}
    </Section>
  );
}
