import { api } from '@portal/shared';
import type { PresignedUpload } from '@portal/shared/contract';
import { presignEntry } from '../bp-rules';

/**
 * Spec section 7: POST upload/presign, then PUT the file to the returned uploadUrl with its content type. The
 * signed URL carries its own authorisation (it may point at a storage host), so it is sent without the portal's
 * headers and bearer token. Returns the storage key.
 */
export async function uploadImage(file: File): Promise<string> {
  const { data } = await api.post<{ data: PresignedUpload[] }>('/upload/presign', {
    media: [presignEntry(file)],
  });
  const upload = data.data[0];
  if (!upload) throw new Error('fileUploadFail');
  const answer = await fetch(upload.uploadUrl, {
    method: 'PUT',
    headers: { 'Content-Type': upload.contentType },
    body: file,
  });
  if (!answer.ok) throw new Error('fileUploadFail');
  return upload.key;
}
