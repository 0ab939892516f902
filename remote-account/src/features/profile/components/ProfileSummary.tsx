import {
  formatUsd,
  showToast,
  toClientError,
  UploadError,
  updateProfile,
  uploadImage,
  useCreditLine,
} from '@portal/shared';
import { generalCustomerGroupId, type Profile } from '@portal/shared/contract';
import { Badge, Box, Button, Center, Group, Paper, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The photo (changed through a presigned upload), the name, the customer group and the credit line or BP state. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const info = useCreditLine();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const key = await uploadImage(file, 'profile');
      await updateProfile({ imageUrl: key });
      showToast({ message: t('accountPhotoSaved') });
    } catch (error) {
      const message = error instanceof UploadError ? error.message : toClientError(error).message;
      showToast({ message: t(message), color: 'red' });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const initials = `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase();
  const isGeneral = profile.customerGroup.id === generalCustomerGroupId;

  return (
    <Paper withBorder p="md">
      <Group align="flex-start" wrap="wrap" gap="md">
        <Stack gap={6} align="center">
          {profile.imageUrl ? (
            <Box
              component="img"
              src={profile.imageUrl}
              alt={t('accountPhoto')}
              w={88}
              h={88}
              style={{ borderRadius: '50%', objectFit: 'cover' }}
              data-testid="account-photo"
            />
          ) : (
            <Center w={88} h={88} bg="orange.1" style={{ borderRadius: '50%' }} aria-hidden>
              <Text fw={700} size="xl" c="orange.9">
                {initials}
              </Text>
            </Center>
          )}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            hidden
            aria-label={t('accountChangePhoto')}
            data-testid="account-photo-input"
            onChange={(event) => pick(event.currentTarget.files?.[0])}
          />
          <Button size="xs" variant="light" loading={uploading} onClick={() => input.current?.click()}>
            {t('accountChangePhoto')}
          </Button>
        </Stack>
        <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
          <Text fw={700} size="lg" data-testid="account-profile-name">
            {profile.firstName} {profile.lastName}
          </Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('accountCustomerGroup')}:
            </Text>
            <Badge variant="light">{profile.customerGroup.name}</Badge>
          </Group>
          {isGeneral ? (
            <Text size="sm" data-testid="account-bp-state">
              {profile.reqBpStatus === 'Pending'
                ? t('accountBpRequestUnderReview')
                : profile.reqBpStatus === 'Rejected'
                  ? t('accountBpRequestRejected')
                  : t('accountBpRequestHint')}
            </Text>
          ) : info.isPending ? (
            <Skeleton h={20} w={160} />
          ) : (
            <Text size="sm" data-testid="account-credit-line">
              {t('accountCreditLine')}: {formatUsd(info.data?.creditLine ?? profile.credit.creditLine ?? 0)}
            </Text>
          )}
          <Text size="sm">
            {t('point')}: {profile.totalPoints}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
