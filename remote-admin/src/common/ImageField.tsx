import { Text } from '@portal/shared/ui';

/** A staff form's picture: the file picker under its label, then the picture chosen. */
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
  return (
    <>
      <label>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <input
          type="file"
          accept="image/*"
          disabled={uploading}
          onChange={(event) => onFile(event.currentTarget.files?.[0])}
        />
      </label>
      {preview ? <img src={preview} alt="" style={{ maxWidth: 320 }} /> : null}
    </>
  );
}
