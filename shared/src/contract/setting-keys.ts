// Plain values, no zod: the shell reads these on its first screen without loading the schema library.

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
export type SettingValue = 'on' | 'off';
export type Settings = Partial<Record<SettingKey, SettingValue>>;

export const isSettingOn = (settings: Settings, key: SettingKey) => settings[key] !== 'off';
