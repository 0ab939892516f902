import { showToast, toClientError } from '@portal/shared';
import { academyToday, trainingTicketFormSchema } from '@portal/shared/contract';
import { DayInput, FormError, useContractForm } from '@portal/shared/forms';
import { useNavigate, useSearchParams } from '@portal/shared/router';
import { Button, NativeSelect, Paper, Skeleton, Stack, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { useTicketTypes } from './api/get-ticket-types';
import { useRequestTraining } from './api/request-training';

const formSchema = trainingTicketFormSchema(() => new Date());

/** Train staff: course, number of people, preferred date, remark. */
export default function TrainingRequestPage() {
  return (
    <AcademyPage titleKey="trainingRequest" settings={academySettings.trainingCourse} signedIn>
      <TrainingRequestForm />
    </AcademyPage>
  );
}

function TrainingRequestForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const types = useTicketTypes();
  const request = useRequestTraining();
  const form = useContractForm(formSchema, {
    ticketTypeId: params.get('course') ?? '',
    numberOfPeople: '1',
    preferredDate: '',
    remark: '',
  });
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const problem = form.check();
    setError(problem);
    if (problem) return;
    request.mutate(form.body(), {
      onSuccess: () => {
        showToast({ message: t('academyTrainingRequestSent') });
        navigate('/academy/training-course/training-history');
      },
      onError: (failure) => setError(toClientError(failure).message),
    });
  };

  if (types.isPending) return <Skeleton height={240} />;
  return (
    <Paper withBorder p="md" radius="md" maw={560}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <NativeSelect
            label={t('academyTrainingCourse')}
            {...form.getInputProps('ticketTypeId')}
            data={[
              { value: '', label: t('academyChooseCourse') },
              ...(types.data ?? []).map((type) => ({
                group: type.name,
                items: type.children.map((course) => ({ value: String(course.id), label: course.name })),
              })),
            ]}
          />
          <TextInput
            label={t('academyNumberOfPeople')}
            type="number"
            min={1}
            {...form.getInputProps('numberOfPeople')}
          />
          <DayInput
            label={t('academyPreferredDate')}
            min={academyToday(new Date())}
            {...form.getInputProps('preferredDate')}
          />
          <TextInput label={t('academyRemark')} {...form.getInputProps('remark')} />
          <FormError errorKey={error ?? (types.isError ? 'academyCouldNotLoad' : null)} />
          <Button type="submit" loading={request.isPending}>
            {t('academySendRequest')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
