import { showToast, toClientError } from '@portal/shared';
import { academyToday, baristaTicketBodySchema, isNotBefore } from '@portal/shared/contract';
import { Link, useNavigate } from '@portal/shared/router';
import { Anchor, Button, Paper, Stack, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { FormError } from '../../common/FormError';
import { firstIssue, typedInt } from '../../common/form';
import { useFormFields } from '../../common/use-form-fields';
import { useRequestBaristas } from './api/request-baristas';

/** A business partner asks the academy for baristas. */
export default function BaristaRequestPage() {
  return (
    <AcademyPage titleKey="baristaRequest" settings={academySettings.baristaRequest} businessPartnerOnly>
      <BaristaRequestForm />
    </AcademyPage>
  );
}

function BaristaRequestForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestBaristas();
  const { form, field } = useFormFields({
    numberOfHiring: '1',
    shopName: '',
    contactPerson: '',
    contactPhone: '',
    startDate: '',
    remark: '',
  });
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const body = { ...form, numberOfHiring: typedInt(form.numberOfHiring) };
    const problem =
      firstIssue(baristaTicketBodySchema, body) ??
      (isNotBefore(form.startDate, academyToday(new Date())) ? null : 'academyDateCannotBeInThePast');
    setError(problem);
    if (problem) return;
    request.mutate(baristaTicketBodySchema.parse(body), {
      onSuccess: () => {
        showToast({ message: t('academyBaristaRequestSent') });
        navigate('/academy/barista-request/training-history');
      },
      onError: (failure) => setError(toClientError(failure).message),
    });
  };

  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/academy/barista-request/training-history">
        {t('baristaHistory')}
      </Anchor>
      <Paper withBorder p="md" radius="md" maw={560}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('academyNumberOfHiring')}
              type="number"
              min={1}
              {...field('numberOfHiring')}
            />
            <TextInput label={t('academyShopName')} {...field('shopName')} />
            <TextInput label={t('academyContactPerson')} {...field('contactPerson')} />
            <TextInput label={t('academyContactPhone')} type="tel" {...field('contactPhone')} />
            <TextInput
              label={t('academyStartDate')}
              type="date"
              min={academyToday(new Date())}
              {...field('startDate')}
            />
            <TextInput label={t('academyRemark')} {...field('remark')} />
            <FormError errorKey={error} />
            <Button type="submit" loading={request.isPending}>
              {t('academySendRequest')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
