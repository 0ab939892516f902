import {
  type AdminSettings,
  type LowStockDefault,
  type LowStockDefaultBody,
  type SettingChangeBody,
  settingKeys,
} from '@portal/shared/contract';
import type { Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { ReadCache } from '../../../../platform/read-cache';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import { defaultLowStockLevel } from '../../../catalogue';
import { getSettings, putSetting } from '../../settings/queries';

const lowStockLevelKey = 'lowStockLevel';

/** The settings switches customers' screens follow. */
export const createStaffSettingsService = ({
  db,
  clock,
  readCache,
}: {
  db: Db;
  clock: Clock;
  readCache: ReadCache;
}) => ({
  async settings(): Promise<AdminSettings> {
    const stored = await getSettings(db);
    return Object.fromEntries(settingKeys.map((key) => [key, stored[key] ?? 'on'])) as AdminSettings;
  },

  async changeSetting(staff: StaffCaller, body: SettingChangeBody): Promise<AdminSettings> {
    await auditedWrite(db, clock, staff, async (trx) => {
      const before = await trx
        .selectFrom('settings')
        .select('value')
        .where('key', '=', body.key)
        .executeTakeFirst();
      await putSetting(trx, body.key, body.value);
      return {
        result: undefined,
        audit: {
          action: 'setting.change',
          entity: 'setting',
          entityId: body.key,
          before: { value: before?.value ?? 'on' },
          after: { value: body.value },
        },
      };
    });
    readCache.invalidate('settings');
    return this.settings();
  },

  async lowStockDefault(): Promise<LowStockDefault> {
    return { level: await defaultLowStockLevel(db) };
  },

  /** The low-stock level of every variant without one of its own. */
  async changeLowStockDefault(staff: StaffCaller, body: LowStockDefaultBody): Promise<LowStockDefault> {
    const before = await this.lowStockDefault();
    const value = String(body.level);
    await auditedWrite(db, clock, staff, async (trx) => {
      await putSetting(trx, lowStockLevelKey, value);
      return {
        result: undefined,
        audit: {
          action: 'setting.change',
          entity: 'setting',
          entityId: lowStockLevelKey,
          before: { value: String(before.level) },
          after: { value },
        },
      };
    });
    return this.lowStockDefault();
  },
});

export type StaffSettingsService = ReturnType<typeof createStaffSettingsService>;
