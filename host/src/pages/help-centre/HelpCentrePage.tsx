import { PageHeading } from '@portal/shared';
import { Alert, Box, Loader, Stack, Text, TextInput, Title } from '@portal/shared/ui';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../app/portal-config';
import { useHelpCentre } from './get-help-centre';
import { searchHelp } from './help-search';

/** Questions and answers by topic, from the API (staff edit them there), searchable, in the page's language. */
export default function HelpCentrePage() {
  const { t } = useTranslation();
  const { data: topics, isPending, isError } = useHelpCentre();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const found = topics ? searchHelp(topics, deferred) : [];
  return (
    <Stack gap="lg" component="article">
      <PageHeading
        titleKey="shellHelpCentre"
        description={t('shellHelpCentreDescription', { company: portalConfig.companyName })}
      />
      <Text>{t('shellHelpCentreDescription', { company: portalConfig.companyName })}</Text>
      <TextInput
        type="search"
        label={t('shellHelpCentreSearch')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {isPending && <Loader aria-label={t('loading')} />}
      {isError && <Alert color="red">{t('shellHelpCentreUnavailable')}</Alert>}
      {topics && found.length === 0 && <Text>{t('shellHelpCentreNothingFound', { query: deferred })}</Text>}
      {found.map((topic) => (
        <Stack key={topic.id} gap="xs" component="section" aria-labelledby={`help-topic-${topic.id}`}>
          <Title order={2} id={`help-topic-${topic.id}`}>
            {topic.title}
          </Title>
          {topic.questions.map((entry) => (
            <Box key={entry.id} component="details" py={4}>
              <Text component="summary" fw={600} style={{ cursor: 'pointer' }}>
                {entry.question}
              </Text>
              <Text mt={4}>{entry.answer}</Text>
            </Box>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
