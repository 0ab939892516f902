import { UploadError, uploadImage } from '@portal/shared';
import { uploadContentTypes, uploadExtensionOf } from '@portal/shared/contract';

/** Spec section 4: a check-up photo, uploaded in the 'service' folder; answers the storage key. */
export const uploadPhoto = async (file: File): Promise<string> => {
  if (file.size > 0 && !(uploadExtensionOf(file.type) in uploadContentTypes)) {
    throw new UploadError('checkupPhotoMustBeImage');
  }
  return uploadImage(file, 'service');
};
