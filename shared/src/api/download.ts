import type { AxiosRequestConfig } from 'axios';
import { api } from './client';

/**
 * A file from the API handed to the browser under `fileName`. A plain link would go without the bearer token, so
 * the file comes through the portal's client (token, refresh, error envelope) and is saved from memory.
 */
export const downloadFile = async (url: string, fileName: string, config: AxiosRequestConfig = {}) => {
  const { data } = await api.get<Blob>(url, { ...config, responseType: 'blob' });
  const href = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
};
