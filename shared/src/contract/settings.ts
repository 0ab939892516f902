import { z } from 'zod';
import { type Settings, settingKeys } from './setting-keys';

export const settingValueSchema = z.enum(['on', 'off']);

export const settingsSchema: z.ZodType<Settings> = z.partialRecord(z.enum(settingKeys), settingValueSchema);
