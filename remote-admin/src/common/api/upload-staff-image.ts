import { api } from '@portal/shared';
import { presignedUploadSchema, toUploadFileName, uploadExtensionOf } from '@portal/shared/contract';

/** Presigns an upload of `type` (banner, showroom …), PUTs the picked image there and answers the storage key. */
export const uploadStaffImage = async (file: File, type: string): Promise<string> => {
  const presigned = await api.post('/upload/presign', {
    media: [{ ext: uploadExtensionOf(file.type), type, filename: toUploadFileName(file.name) }],
  });
  const { uploadUrl, key } = presignedUploadSchema.parse(presigned.data.data[0]);
  const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': file.type }, body: file });
  if (!put.ok) throw new Error('fileUploadFail');
  return key;
};
