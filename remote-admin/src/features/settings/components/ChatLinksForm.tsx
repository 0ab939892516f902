import { showToast } from '@portal/shared';
import { type ChatLinks, chatLinksBodySchema } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Paper, Skeleton, Stack, Text, TextInput, Title } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../common/error-key';
import { FormActions } from '../../../common/FormActions';
import { useChangeChatLinks, useChatLinks } from '../api/chat-links';

/** The Telegram and Messenger chats shoppers see beside the support phones; an empty one is not shown. */
export function ChatLinksForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const links = useChatLinks();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('adminChatLinks')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminChatLinksHint')}
        </Text>
        {links.data ? <ChatLinksFields saved={links.data} /> : <Skeleton h={120} />}
      </Stack>
    </Paper>
  );
}

function ChatLinksFields({ saved }: { saved: ChatLinks }) {
  const { t } = useTranslation();
  const change = useChangeChatLinks();
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm(chatLinksBodySchema, {
    telegram: saved.telegram ?? '',
    messenger: saved.messenger ?? '',
  });

  const save = () => {
    const problem = form.check();
    setError(problem);
    if (problem) return;
    change.mutate(form.body(), {
      onSuccess: (links) => {
        form.setValues({ telegram: links.telegram ?? '', messenger: links.messenger ?? '' });
        showToast({ message: t('adminChatLinksSaved') });
      },
      onError: (failure) => setError(errorKeyOf(failure)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm" maw={420}>
        <TextInput
          label={t('adminTelegramUsername')}
          description={t('adminTelegramUsernameHint')}
          leftSection="t.me/"
          leftSectionWidth={52}
          {...form.getInputProps('telegram')}
        />
        <TextInput
          label={t('adminMessengerPage')}
          description={t('adminMessengerPageHint')}
          leftSection="m.me/"
          leftSectionWidth={56}
          {...form.getInputProps('messenger')}
        />
        <FormActions error={error} saving={change.isPending} />
      </Stack>
    </form>
  );
}
