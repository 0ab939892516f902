import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Settings } from '../contract/setting-keys';
import { allSettingsOn, type FeatureSettings, settingsAtom } from '../session/settings-atom';
import { portalStore } from '../session/store';

/**
 * The server's switches over the all-on default, kept in settingsAtom for the menus. The answer is typed, not
 * parsed: the API serialises it through the shared schema, and the schema library stays off the first screen.
 */
export const getSettings = async (): Promise<FeatureSettings> => {
  const { data } = await api.get<{ data: Settings }>('/settings');
  const settings = { ...allSettingsOn, ...data.data };
  portalStore.set(settingsAtom, settings);
  return settings;
};

export const settingsQuery = () => queryOptions({ queryKey: ['settings'], queryFn: getSettings });
export const useSettings = () => useQuery(settingsQuery());
