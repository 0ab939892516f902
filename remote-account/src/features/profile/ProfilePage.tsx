import { LoadFailed, showToast, updateProfile, useProfile } from '@portal/shared';
import { type ContactKind, contactKinds, type Profile, profileFormSchema } from '@portal/shared/contract';
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { PendingContactChange } from './components/PendingContactChange';
import { ProfileSummary } from './components/ProfileSummary';
import { profileBody, profileFormOf } from './profile-form';

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

const pendingOf = (profile: Profile, kind: ContactKind) =>
  kind === 'email' ? profile.pendingEmail : profile.pendingPhone;

type DetailsProps = {
  profile: Profile;
  /** The new addresses a save has just sent codes to. */
  onCodesSent: (kinds: ContactKind[]) => void;
};

function ProfileDetailsForm({ profile, onCodesSent }: DetailsProps) {
  const { t } = useTranslation();
  const form = useContractForm(profileRules, profileFormOf(profile));
  const { error, busy, submit } = useFormSubmit({
    validate: form.check,
    run: async () => {
      const saved = await updateProfile(profileBody(form.values));
      const sent = contactKinds.filter(
        (kind) => pendingOf(saved, kind) && pendingOf(saved, kind) !== pendingOf(profile, kind),
      );
      // A new e-mail or phone is not the account's until its code is entered: the fields show the current ones,
      // and the new ones wait below.
      form.setFieldValue('email', saved.email ?? '');
      form.setFieldValue('phone', saved.phone ?? '');
      onCodesSent(sent);
      showToast({ message: t(sent.length > 0 ? 'accountContactCodeSent' : 'accountProfileSaved') });
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
  const [sentAt, setSentAt] = useState<Partial<Record<ContactKind, number>>>({});
  const codesSent = (kinds: ContactKind[], at = Date.now()) =>
    setSentAt((before) => ({ ...before, ...Object.fromEntries(kinds.map((kind) => [kind, at])) }));
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
      {/* A confirmed e-mail or phone starts the form again from the profile, so its fields show the new one. */}
      <ProfileDetailsForm
        key={`${profile.data.id}:${profile.data.email}:${profile.data.phone}`}
        profile={profile.data}
        onCodesSent={codesSent}
      />
      {contactKinds.map((kind) => {
        const address = pendingOf(profile.data, kind);
        return address ? (
          <PendingContactChange
            key={`${kind}:${address}`}
            kind={kind}
            address={address}
            sentAt={sentAt[kind] ?? null}
            onSent={(at) => codesSent([kind], at)}
          />
        ) : null;
      })}
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
