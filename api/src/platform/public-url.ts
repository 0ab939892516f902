import type { Config } from './config';

/** Stored files are served at /client/upload/files/<key>, behind PUBLIC_URL when it is set. */
export const fileUrl = (config: Pick<Config, 'publicUrl'>, key: string) =>
  `${config.publicUrl ?? ''}/client/upload/files/${key.split('/').map(encodeURIComponent).join('/')}`;

/** An image column holds an upload's key or an absolute URL (a social profile picture). */
export const imageUrlOf = (config: Pick<Config, 'publicUrl'>, image: string | null) => {
  if (!image) return null;
  return /^https?:\/\//.test(image) ? image : fileUrl(config, image);
};
