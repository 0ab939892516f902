import { api } from '@portal/shared';
import { type PresignedUpload, toUploadFileName, uploadExtensionOf } from '@portal/shared/contract';

/** Presigns, then PUTs the picked image; the answer is the key to send where a photo is asked for. */
export const uploadPhoto = async (file: File, folder: string): Promise<string> => {
  if (file.size === 0) throw new Error('fileCannotBeEmpty');
  const ext = uploadExtensionOf(file.type);
  const presigned = await api.post<{ data: PresignedUpload[] }>('/upload/presign', {
    media: [{ ext, type: folder, filename: `${toUploadFileName(file.name)}.${ext}` }],
  });
  const upload = presigned.data.data[0];
  if (!upload) throw new Error('fileUploadFail');
  const answer = await fetch(upload.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': upload.contentType },
    body: file,
  });
  if (!answer.ok) throw new Error('fileUploadFail');
  return upload.key;
};
