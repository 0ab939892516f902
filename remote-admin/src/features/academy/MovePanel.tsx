import { showToast } from '@portal/shared';
import { Textarea } from '@portal/shared/forms';
import { Button, Group, NativeSelect, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';

/**
 * The next status from a record's table with a remark the customer reads. `move` answers a promise; a refusal's
 * message key shows under the panel.
 */
export function MovePanel({
  statuses,
  move,
  pending,
}: {
  statuses: readonly string[];
  move: (status: string, remark: string) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState('');
  if (!statuses.length)
    return (
      <Text size="sm" c="dimmed">
        {t('adminAcademyNoMoves')}
      </Text>
    );
  const chosen = statuses.includes(status) ? status : (statuses[0] ?? '');
  const onApply = () =>
    move(chosen, remark).then(
      () => {
        setStatus('');
        setRemark('');
        setError('');
        showToast({ message: t('adminAcademyMoved') });
      },
      (failure) => setError(errorKeyOf(failure)),
    );
  return (
    <Group align="flex-end">
      <NativeSelect
        label={t('adminAcademyMoveTo')}
        value={chosen}
        data={statuses.map((value) => ({ value, label: t(`academyStatus${value}`) }))}
        onChange={(event) => setStatus(event.currentTarget.value)}
      />
      <Textarea
        label={t('adminAcademyRemark')}
        value={remark}
        onChange={(event) => setRemark(event.currentTarget.value)}
        error={error ? t(error) : undefined}
        autosize
        minRows={1}
        w={340}
      />
      <Button onClick={onApply} loading={pending}>
        {t('adminAcademyApply')}
      </Button>
    </Group>
  );
}
