import { UploadError } from '@portal/shared';
import { FileButton } from '@portal/shared/forms';
import { ActionIcon, Button, Group, Loader, Stack, Text } from '@portal/shared/ui';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPhoto } from './api/upload-photo';

export type CheckupPhoto = {
  id: string;
  name: string;
  previewUrl: string;
  state: 'uploading' | 'uploaded' | 'failed';
  key?: string;
  error?: string;
};

/** Pictures of the fault, uploaded as soon as they are picked; a failed one says why and can be removed. */
export function PhotoPicker({
  photos,
  onChange,
  max,
}: {
  photos: CheckupPhoto[];
  onChange: (update: (photos: CheckupPhoto[]) => CheckupPhoto[]) => void;
  max: number;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const resetInput = useRef<() => void>(null);

  const pick = (chosen: File[]) => {
    const files = chosen.slice(0, Math.max(0, max - photos.length));
    resetInput.current?.();
    for (const file of files) {
      const photo: CheckupPhoto = {
        id: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
        name: file.name,
        previewUrl: URL.createObjectURL(file),
        state: 'uploading',
      };
      onChange((current) => [...current, photo]);
      uploadPhoto(file).then(
        (key) =>
          onChange((current) =>
            current.map((item) => (item.id === photo.id ? { ...item, state: 'uploaded', key } : item)),
          ),
        (failure: unknown) =>
          onChange((current) =>
            current.map((item) =>
              item.id === photo.id
                ? {
                    ...item,
                    state: 'failed',
                    error: failure instanceof UploadError ? failure.message : 'fileUploadFail',
                  }
                : item,
            ),
          ),
      );
    }
  };

  const remove = (photo: CheckupPhoto) => {
    URL.revokeObjectURL(photo.previewUrl);
    onChange((current) => current.filter((item) => item.id !== photo.id));
  };

  return (
    <Stack gap={6}>
      <label htmlFor={inputId}>
        <Text size="sm" fw={500}>
          {t('checkupPhotos')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('checkupPhotosHint', { count: max })}
        </Text>
      </label>
      <FileButton
        resetRef={resetInput}
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        disabled={photos.length >= max}
        onChange={pick}
        inputProps={{ id: inputId }}
      >
        {(props) => (
          <Button {...props} variant="default" size="xs" w="fit-content">
            {t('choosePictures')}
          </Button>
        )}
      </FileButton>
      {photos.length > 0 && (
        <Group gap="sm" aria-label={t('checkupPhotos')}>
          {photos.map((photo) => (
            <Stack key={photo.id} gap={2} align="center" data-photo-state={photo.state}>
              <img
                src={photo.previewUrl}
                alt={photo.name}
                width={88}
                height={88}
                style={{
                  objectFit: 'cover',
                  borderRadius: 8,
                  opacity: photo.state === 'uploading' ? 0.5 : 1,
                }}
              />
              <Group gap={4}>
                {photo.state === 'uploading' && <Loader size="xs" aria-label={t('checkupPhotoUploading')} />}
                {photo.state === 'uploaded' && (
                  <Text size="xs" c="green">
                    {t('checkupPhotoUploaded')}
                  </Text>
                )}
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t('checkupRemovePhoto', { name: photo.name })}
                  onClick={() => remove(photo)}
                >
                  ×
                </ActionIcon>
              </Group>
              {photo.state === 'failed' && (
                <Text size="xs" c="red" maw={120}>
                  {t(photo.error ?? 'fileUploadFail')}
                </Text>
              )}
            </Stack>
          ))}
        </Group>
      )}
    </Stack>
  );
}
