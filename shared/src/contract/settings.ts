import { z } from 'zod';

/** The 16 feature switches of spec section 3; each is 'on' unless the server says 'off'. */
export const settingKeys = [
  'Home',
  'Product',
  'enableServices',
  'enableServicePackage',
  'enableServiceCheckUpRequest',
  'enableServiceHistory',
  'enableServiceTutorial',
  'enableAcademy',
  'enableAcademyBaristaRequest',
  'enableAcademyTrainingCourse',
  'enableAcademyVideoTutorial',
  'enableAcademyVacancyAnnouncement',
  'enableAcademyCandidatePool',
  'enableAcademyBaristaHistory',
  'enableAcademyTrainingHistory',
  'Showroom',
] as const;
export type SettingKey = (typeof settingKeys)[number];

export const settingValueSchema = z.enum(['on', 'off']);
export type SettingValue = z.infer<typeof settingValueSchema>;

export const settingsSchema = z.partialRecord(z.enum(settingKeys), settingValueSchema);
export type Settings = z.infer<typeof settingsSchema>;

export const isSettingOn = (settings: Settings, key: SettingKey) => settings[key] !== 'off';
