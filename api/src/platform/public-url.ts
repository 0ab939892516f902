import type { Config } from './config';

/**
 * Where browsers fetch a stored file: the bucket's public or CDN address (S3_PUBLIC_URL) when files live in a bucket
 * that has one, else the API's /client/upload/files/<key>, behind PUBLIC_URL when it is set.
 */
export const fileUrl = (config: Pick<Config, 'publicUrl' | 'filesUrl'>, key: string) => {
  const path = key.split('/').map(encodeURIComponent).join('/');
  return config.filesUrl
    ? `${config.filesUrl}/${path}`
    : `${config.publicUrl ?? ''}/client/upload/files/${path}`;
};

/** An image column holds an upload's key or an absolute URL (a social profile picture). */
export const imageUrlOf = (config: Pick<Config, 'publicUrl' | 'filesUrl'>, image: string | null) => {
  if (!image) return null;
  return /^https?:\/\//.test(image) ? image : fileUrl(config, image);
};
