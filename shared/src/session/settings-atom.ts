import { type SettingKey, type SettingValue, settingKeys } from '../contract/setting-keys';
import { storedAtom } from './stored-atom';

export type FeatureSettings = Record<SettingKey, SettingValue>;

export const allSettingsOn = Object.fromEntries(settingKeys.map((key) => [key, 'on'])) as FeatureSettings;

/** Kept under 'permissions' so the menu renders with the last known switches before GET /settings answers. */
export const settingsAtom = storedAtom<FeatureSettings>('permissions', allSettingsOn, {
  parse: (raw) => ({ ...allSettingsOn, ...JSON.parse(raw) }),
  serialise: (settings) => JSON.stringify(settings),
});
