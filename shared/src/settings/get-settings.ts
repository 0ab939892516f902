import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { settingsSchema } from '../contract';
import { allSettingsOn, type FeatureSettings, settingsAtom } from '../session/settings-atom';
import { portalStore } from '../session/store';

/** The server's switches over the all-on default, kept in settingsAtom for the menus. */
export const getSettings = async (): Promise<FeatureSettings> => {
  const settings = { ...allSettingsOn, ...settingsSchema.parse((await api.get('/settings')).data.data) };
  portalStore.set(settingsAtom, settings);
  return settings;
};

export const settingsQuery = () => queryOptions({ queryKey: ['settings'], queryFn: getSettings });
export const useSettings = () => useQuery(settingsQuery());
