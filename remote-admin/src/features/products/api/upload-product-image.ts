import { uploadImage } from '@portal/shared';

export type UploadedImage = { image: string; width: number; height: number; url: string };

/** Its size in pixels, so shop pages reserve the space before it loads. */
const sizeOf = async (file: File) => {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
};

/** Uploads the picked picture and answers its storage key with its size. */
export const uploadProductImage = async (file: File): Promise<UploadedImage> => {
  const size = await sizeOf(file);
  const image = await uploadImage(file, 'product');
  return { image, ...size, url: URL.createObjectURL(file) };
};
