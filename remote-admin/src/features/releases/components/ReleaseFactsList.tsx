import { phnomPenhText, type ReleaseFacts } from '@portal/shared/contract';
import { Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

/** What a release's release.json says of it: built at, commit, @portal/shared range and federation core. */
export function ReleaseFactsList({ facts }: { facts: ReleaseFacts | undefined }) {
  const { t } = useTranslation();
  if (!facts) return null;
  const rows: [string, string][] = [
    [t('adminReleaseBuiltAt'), phnomPenhText(facts.builtAt)],
    [t('adminReleaseCommit'), facts.commit],
    [t('adminReleaseSharedRange'), facts.shared.range ?? facts.shared.version],
    [t('adminReleaseFederationCore'), facts.federationCore ?? t('adminReleaseOwnCore')],
  ];
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', margin: 0 }}>
      {rows.map(([term, value]) => (
        <Text key={term} component="div" size="sm" display="contents">
          <dt style={{ color: 'var(--mantine-color-dimmed)' }}>{term}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
        </Text>
      ))}
    </dl>
  );
}
