import { FileButton } from '@portal/shared/forms';
import { Button, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

/** A staff form's picture: its label, a button that opens the file picker, then the picture chosen. */
export function ImageField({
  label,
  preview,
  uploading,
  onFile,
}: {
  label: string;
  preview: string;
  uploading: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <FileButton
        accept="image/*"
        disabled={uploading}
        onChange={(file) => onFile(file ?? undefined)}
        inputProps={{ 'aria-label': label }}
      >
        {(props) => (
          <Button {...props} variant="default" size="xs" loading={uploading}>
            {t('choosePicture')}
          </Button>
        )}
      </FileButton>
      {preview ? <img src={preview} alt="" style={{ maxWidth: 320 }} /> : null}
    </Stack>
  );
}
