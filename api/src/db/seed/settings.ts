import { chatLinkSettingKeys, settingKeys } from '@portal/shared/contract';
import type { Db } from '../schema';

/** Every switch starts 'on'; a switch someone turned 'off' stays 'off' on the next start. */
export const seedSettings = async (db: Db) => {
  await db
    .insertInto('settings')
    .values(settingKeys.map((key) => ({ key, value: 'on' as const })))
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
};

/** The demo shop's Telegram and Messenger chats, outside production only; a link staff cleared stays cleared. */
export const seedDemoChatLinks = async (db: Db) => {
  await db
    .insertInto('settings')
    .values([
      { key: chatLinkSettingKeys.telegram, value: 'coffeeportal_kh' },
      { key: chatLinkSettingKeys.messenger, value: 'coffeeportal.kh' },
    ])
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
};
