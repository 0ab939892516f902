import { uploadImage } from '@portal/shared';
import { useState } from 'react';

/**
 * One picture of a staff form: its storage key, a preview URL and whether it is uploading. A failed or empty pick
 * reports its message key through `onError` ('' once a picture is in); a form that holds the key itself gets it
 * through `onUploaded`.
 */
export function useImageUpload<Key extends string | null>(
  type: string,
  initial: { image: Key; preview: string },
  onError: (key: string) => void,
  onUploaded?: (image: string) => void,
) {
  const [image, setImage] = useState<string | Key>(initial.image);
  const [preview, setPreview] = useState(initial.preview);
  const [uploading, setUploading] = useState(false);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size === 0) return onError('fileCannotBeEmpty');
    setUploading(true);
    try {
      const uploaded = await uploadImage(file, type);
      setImage(uploaded);
      onUploaded?.(uploaded);
      setPreview(URL.createObjectURL(file));
      onError('');
    } catch {
      onError('fileUploadFail');
    } finally {
      setUploading(false);
    }
  };
  return { image, preview, uploading, onFile };
}
