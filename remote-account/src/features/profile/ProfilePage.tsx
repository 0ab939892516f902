import { LoadFailed, showToast, updateProfile, useProfile } from '@portal/shared';
import { profileFormSchema } from '@portal/shared/contract';
import {
  DayInput,
  Form,
  FormError,
  GenderSelect,
  useContractForm,
  useFormSubmit,
} from '@portal/shared/forms';
import { Link } from '@portal/shared/router';
import { Button, Group, NavLink, Paper, Skeleton, Stack, TextInput, Title } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { ProfileSummary } from './components/ProfileSummary';
import { type ProfileForm, profileBody, profileFormOf } from './profile-form';

const links = [
  ['/profile/address', 'myAddress'],
  ['/profile/notification', 'notification'],
  ['/profile/order-history', 'orderHistory'],
  ['/profile/point', 'point'],
  ['/profile/change-password', 'changePassword'],
  ['/profile/feedback', 'feedback'],
  ['/delete-account', 'deleteAccount'],
] as const;

/** Yesterday in the browser's calendar: the latest day the birthday picker offers. */
const yesterday = () => {
  const day = new Date(Date.now() - 24 * 3_600_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

/** Its birthday rule reads the clock when the form is checked. */
const profileRules = profileFormSchema();

function ProfileDetailsForm({ initial }: { initial: ProfileForm }) {
  const { t } = useTranslation();
  const form = useContractForm(profileRules, initial);
  const { error, busy, submit } = useFormSubmit({
    validate: form.check,
    run: async () => {
      await updateProfile(profileBody(form.values));
      showToast({ message: t('accountProfileSaved') });
    },
  });
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('accountPersonalDetails')}
      </Title>
      <Form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label={t('firstName')} autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label={t('lastName')} autoComplete="family-name" {...form.getInputProps('lastName')} />
          <GenderSelect prompt={false} {...form.getInputProps('gender')} />
          <DayInput label={t('accountBirthday')} max={yesterday()} {...form.getInputProps('birthday')} />
          <TextInput
            label={t('phoneNumber')}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('emailOptional')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        </Stack>
        <FormError errorKey={error} />
        <Group>
          <Button type="submit" loading={busy}>
            {t('accountSave')}
          </Button>
        </Group>
      </Form>
    </Paper>
  );
}

function ProfileContent() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <Stack data-testid="account-loading">
        <Skeleton h={120} />
        <Skeleton h={260} />
      </Stack>
    );
  }
  if (profile.isError) return <LoadFailed error={profile.error} onRetry={() => profile.refetch()} />;
  return (
    <Stack>
      <ProfileSummary profile={profile.data} />
      <ProfileDetailsForm key={profile.data.id} initial={profileFormOf(profile.data)} />
      <Paper withBorder p="xs" component="nav" aria-label={t('account')}>
        {links.map(([to, label]) => (
          <NavLink key={to} component={Link} to={to} label={t(label)} />
        ))}
      </Paper>
    </Stack>
  );
}

export default function ProfilePage() {
  return (
    <AccountPage titleKey="profile">
      <ProfileContent />
    </AccountPage>
  );
}
