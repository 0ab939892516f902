import { showToast, toClientError } from '@portal/shared';
import { baristaAvailabilities, createBaristaFormSchema } from '@portal/shared/contract';
import { DayInput, FormError, useContractForm } from '@portal/shared/forms';
import { useNavigate } from '@portal/shared/router';
import { Button, NativeSelect, Paper, Stack, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { useCreateBarista } from './api/barista-pool';

/** A business partner posts one of its own baristas. */
export default function CreateBaristaPoolPage() {
  return (
    <AcademyPage titleKey="createBaristaPool" settings={academySettings.baristaPool} businessPartnerOnly>
      <CreateBaristaForm />
    </AcademyPage>
  );
}

function CreateBaristaForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateBarista();
  const form = useContractForm(createBaristaFormSchema, {
    name: '',
    skills: '',
    experienceYears: '',
    availability: '',
    availableFrom: '',
    location: '',
    about: '',
  });
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const problem = form.check();
    setError(problem);
    if (problem) return;
    create.mutate(form.body(), {
      onSuccess: (barista) => {
        showToast({ message: t('academyBaristaPosted') });
        navigate(`/academy/barista-pool/barista-pool-detail?id=${barista.id}`);
      },
      onError: (failure) => setError(toClientError(failure).message),
    });
  };
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
          <TextInput label={t('academyBaristaName')} {...form.getInputProps('name')} />
          <TextInput
            label={t('academySkills')}
            description={t('academySkillsHint')}
            {...form.getInputProps('skills')}
          />
          <TextInput
            label={t('academyExperienceYears')}
            type="number"
            min={0}
            {...form.getInputProps('experienceYears')}
          />
          <NativeSelect
            label={t('academyAvailability')}
            {...form.getInputProps('availability')}
            data={[
              { value: '', label: t('academyChooseAvailability') },
              ...baristaAvailabilities.map((value) => ({ value, label: t(`academyAvailability_${value}`) })),
            ]}
          />
          <DayInput label={t('academyAvailableFromLabel')} {...form.getInputProps('availableFrom')} />
          <TextInput label={t('academyLocation')} {...form.getInputProps('location')} />
          <TextInput label={t('academyAboutBarista')} {...form.getInputProps('about')} />
          <FormError errorKey={error} />
          <Button type="submit" loading={create.isPending}>
            {t('createBaristaPool')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
