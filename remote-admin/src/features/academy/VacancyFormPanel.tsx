import { showToast } from '@portal/shared';
import { type AdminVacancy, adminVacancyFormSchema } from '@portal/shared/contract';
import { DayInput, Textarea, useContractForm } from '@portal/shared/forms';
import { Group, Paper, Stack, TextInput } from '@portal/shared/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { FormActions } from '../../common/FormActions';
import { useSaveVacancy } from './api/save-vacancy';
import { emptyVacancyForm, type VacancyForm, vacancyFormOf } from './vacancy-form';

/** Posting a new vacancy, or editing `vacancy`. */
export function VacancyFormPanel({ vacancy, onDone }: { vacancy?: AdminVacancy; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(adminVacancyFormSchema, vacancy ? vacancyFormOf(vacancy) : emptyVacancyForm);
  const [error, setError] = useState('');
  const save = useSaveVacancy();
  const field = (key: keyof VacancyForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={t(label)} {...form.getInputProps(key)} {...extra} />
  );
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const invalid = form.check();
    if (invalid) return setError(invalid);
    save.mutateAsync({ ...(vacancy ? { id: vacancy.id } : {}), body: form.body() }).then(
      () => {
        showToast({ message: t('adminAcademyVacancySaved') });
        onDone();
      },
      (failure) => setError(errorKeyOf(failure)),
    );
  };
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={onSave}
      aria-label={t(vacancy ? 'adminEdit' : 'adminAcademyNewVacancy')}
    >
      <Stack gap="xs">
        <Group grow align="flex-start">
          {field('companyName', 'academyCompany')}
          {field('position', 'academyPosition')}
          {field('location', 'academyLocation')}
        </Group>
        <Textarea
          label={t('adminAcademyShopDescription')}
          {...form.getInputProps('shopDescription')}
          autosize
          minRows={2}
        />
        <Group grow align="flex-start">
          {field('salaryMin', 'academyMinSalary', { inputMode: 'decimal' })}
          {field('salaryMax', 'academyMaxSalary', { inputMode: 'decimal' })}
          {field('numberOfHiring', 'academyNumberOfHiring', { inputMode: 'numeric' })}
          <DayInput label={t('adminAcademyClosingDate')} {...form.getInputProps('closingDate')} />
        </Group>
        <FormActions error={error} saving={save.isPending} onCancel={onDone} />
      </Stack>
    </Paper>
  );
}
