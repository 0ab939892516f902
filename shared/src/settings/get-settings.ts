import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Settings } from '../contract/setting-keys';
import { pageData } from '../page-data';
import { allSettingsOn, type FeatureSettings, settingsAtom } from '../session/settings-atom';
import { portalStore } from '../session/store';

let carriedTaken = false;

/**
 * The server's switches over the all-on default, kept in settingsAtom for the menus: the first time those the page
 * carries, if it does, afterwards the API's. The answer is typed, not parsed: the API serialises it through the
 * shared schema, and the schema library stays off the first screen.
 */
export const getSettings = async (): Promise<FeatureSettings> => {
  const fromPage = carriedTaken ? undefined : pageData().settings;
  carriedTaken = true;
  const read = fromPage ?? (await api.get<{ data: Settings }>('/settings')).data.data;
  const settings = { ...allSettingsOn, ...read };
  portalStore.set(settingsAtom, settings);
  return settings;
};

export const settingsQuery = () => queryOptions({ queryKey: ['settings'], queryFn: getSettings });
export const useSettings = () => useQuery(settingsQuery());
