import type { Clock } from '../../platform/clock';
import type { Db, NotificationsTable } from '../schema';
import { demoAccounts } from './demo-accounts';

type SeedNotification = Omit<NotificationsTable, 'id' | 'user_id' | 'created_at' | 'image'> & {
  seed_key: string;
  /** The demo account it is for (by phone), or everyone. */
  forPhone?: string;
};

export const seedNotificationList: SeedNotification[] = [
  {
    seed_key: 'mondulkiri-harvest',
    type: 'general',
    title: 'Mondulkiri beans are back',
    body: 'This season’s single-origin Arabica from Mondulkiri is roasted and ready to order, in 250 g and 1 kg bags.',
    ref_id: null,
  },
  {
    seed_key: 'pchum-ben-hours',
    type: 'general',
    title: 'Pchum Ben opening hours',
    body: 'Our head office and showroom close for the three days of Pchum Ben. Orders placed online are delivered from the day after.',
    ref_id: null,
  },
  {
    seed_key: 'package-promotion-banner',
    type: 'ads',
    title: 'One price for your espresso corner',
    body: 'An espresso machine with 10 kg of house blend and a barista training session, as one package.',
    ref_id: 2,
  },
  {
    seed_key: 'demo-customer-welcome',
    type: 'transaction',
    title: 'Welcome to Coffee Portal',
    body: 'You have 120 reward points to start with. Collect more with every order and redeem them for beans and merchandise.',
    ref_id: null,
    forPhone: '012345678',
  },
  {
    seed_key: 'demo-partner-credit-line',
    type: 'transaction',
    title: 'Your credit line is ready',
    body: 'As a business partner you can now pay orders of up to $2,500.00 on your credit line.',
    ref_id: null,
    forPhone: '098765432',
  },
];

/** Adds the notifications that are missing: those for everyone always, the demo accounts' with the accounts. */
export const seedNotifications = async (
  db: Db,
  clock: Clock,
  { demoAccounts: withDemo }: { demoAccounts: boolean },
) => {
  const demoPhones = new Set(demoAccounts.map((account) => account.phone));
  for (const { forPhone, ...notification } of seedNotificationList) {
    let userId: number | null = null;
    if (forPhone) {
      if (!withDemo || !demoPhones.has(forPhone)) continue;
      const user = await db.selectFrom('users').select('id').where('phone', '=', forPhone).executeTakeFirst();
      if (!user) continue;
      userId = user.id;
    }
    await db
      .insertInto('notifications')
      .values({ ...notification, user_id: userId, image: null, created_at: clock.now() })
      .onConflict((conflict) => conflict.column('seed_key').doNothing())
      .execute();
  }
};
