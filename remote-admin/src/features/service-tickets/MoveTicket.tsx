import { showToast, TitledSection } from '@portal/shared';
import {
  type AdminServiceTicketDetail,
  type ServiceTicketStatus,
  technicianTimeSlots,
} from '@portal/shared/contract';
import { DayInput, Textarea } from '@portal/shared/forms';
import { Button, Group, NativeSelect, Text, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { useMoveServiceTicket } from './api/move-service-ticket';
import { initialMoveForm, type TicketMoveForm } from './ticket-move';

/** The next status from the ticket table; scheduling names the technician and the visit. */
export function MoveTicket({ ticket }: { ticket: AdminServiceTicketDetail }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<TicketMoveForm>(() => initialMoveForm(ticket));
  const [error, setError] = useState('');
  const move = useMoveServiceTicket(ticket.id);
  if (!ticket.nextStatuses.length) return <Text c="dimmed">{t('adminServiceNoMoves')}</Text>;
  const set = (patch: Partial<TicketMoveForm>) => setForm((current) => ({ ...current, ...patch }));
  const onMove = () =>
    move.mutate(form, {
      onSuccess: () => {
        setError('');
        showToast({ message: t('adminServiceMoved') });
      },
      onError: (failure) => setError(errorKeyOf(failure)),
    });
  return (
    <TitledSection title={t('adminServiceMove')}>
      <Group align="flex-end">
        <NativeSelect
          label={t('adminServiceMoveTo')}
          value={form.status}
          data={ticket.nextStatuses.map((value) => ({ value, label: t(`serviceStatus${value}`) }))}
          onChange={(event) => set({ status: event.currentTarget.value as ServiceTicketStatus })}
        />
        {form.status === 'Scheduled' && (
          <>
            <TextInput
              label={t('adminServiceTechnicianName')}
              value={form.technicianName}
              onChange={(event) => set({ technicianName: event.currentTarget.value })}
            />
            <TextInput
              label={t('adminServiceTechnicianPhone')}
              inputMode="tel"
              value={form.technicianPhone}
              onChange={(event) => set({ technicianPhone: event.currentTarget.value })}
            />
            <DayInput
              label={t('adminServiceVisitDate')}
              value={form.visitDate}
              onChange={(visitDate) => set({ visitDate })}
            />
            <NativeSelect
              label={t('adminServiceVisitTime')}
              value={form.visitTime}
              data={[{ value: '', label: '—' }, ...technicianTimeSlots]}
              onChange={(event) => set({ visitTime: event.currentTarget.value })}
            />
          </>
        )}
      </Group>
      <Group align="flex-end">
        <Textarea
          label={t('adminServiceRemark')}
          value={form.remark}
          onChange={(event) => set({ remark: event.currentTarget.value })}
          autosize
          minRows={1}
          w={420}
        />
        <Button onClick={onMove} loading={move.isPending}>
          {t('adminServiceApply')}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {t(error)}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('adminServiceMoveHint')}
      </Text>
    </TitledSection>
  );
}
