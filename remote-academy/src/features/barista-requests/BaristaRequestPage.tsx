import { showToast, toClientError, useProfile } from '@portal/shared';
import { academyToday, baristaTicketFormSchema } from '@portal/shared/contract';
import { DayInput, FormError, useContractForm } from '@portal/shared/forms';
import { Link, useNavigate } from '@portal/shared/router';
import { Anchor, Button, Paper, Stack, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { useRequestBaristas } from './api/request-baristas';

const formSchema = baristaTicketFormSchema(() => new Date());

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
  // The page opens for business partners only once their profile is loaded: the partner is the contact to start with.
  const { data: partner } = useProfile();
  const form = useContractForm(formSchema, {
    numberOfHiring: '1',
    shopName: '',
    contactPerson: partner ? `${partner.firstName} ${partner.lastName}`.trim() : '',
    contactPhone: partner?.phone ?? '',
    startDate: '',
    remark: '',
  });
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const problem = form.check();
    setError(problem);
    if (problem) return;
    request.mutate(form.body(), {
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
              {...form.getInputProps('numberOfHiring')}
            />
            <TextInput label={t('academyShopName')} {...form.getInputProps('shopName')} />
            <TextInput label={t('academyContactPerson')} {...form.getInputProps('contactPerson')} />
            <TextInput label={t('academyContactPhone')} type="tel" {...form.getInputProps('contactPhone')} />
            <DayInput
              label={t('academyStartDate')}
              min={academyToday(new Date())}
              {...form.getInputProps('startDate')}
            />
            <TextInput label={t('academyRemark')} {...form.getInputProps('remark')} />
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
