import type { Insertable } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { Db, NotificationsTable } from '../schema';
import { demoAccounts } from './demo-accounts';

type SeedNotification = Omit<Insertable<NotificationsTable>, 'id' | 'user_id' | 'created_at' | 'image'> & {
  seed_key: string;
  /** The demo account it is for (by phone), or everyone. */
  forPhone?: string;
};

export const seedNotificationList: SeedNotification[] = [
  {
    seed_key: 'mondulkiri-harvest',
    type: 'general',
    title: 'Mondulkiri beans are back',
    title_km: 'មកដល់ហើយ កាហ្វេមណ្ឌលគិរី',
    body: 'This season’s single-origin Arabica from Mondulkiri is roasted and ready to order, in 250 g and 1 kg bags.',
    body_km: 'កាហ្វេអារ៉ាប៊ីកាមណ្ឌលគិរីរដូវនេះ លីងរួចរាល់ ហើយអាចកម្ម៉ង់បាន ក្នុងកញ្ចប់ 250 ក្រាម និង 1 គីឡូក្រាម។',
    ref_id: null,
  },
  {
    seed_key: 'pchum-ben-hours',
    type: 'general',
    title: 'Pchum Ben opening hours',
    title_km: 'ម៉ោងបើកក្នុងពិធីភ្ជុំបិណ្ឌ',
    body: 'Our head office and showroom close for the three days of Pchum Ben. Orders placed online are delivered from the day after.',
    body_km: 'ការិយាល័យកណ្តាល និងបន្ទប់តាំងបង្ហាញ បិទរយៈពេលបីថ្ងៃនៃពិធីភ្ជុំបិណ្ឌ។ ការកម្ម៉ង់តាមអនឡាញ នឹងដឹកជញ្ជូនចាប់ពីថ្ងៃបន្ទាប់។',
    ref_id: null,
  },
  {
    seed_key: 'package-promotion-banner',
    type: 'ads',
    title: 'One price for your espresso corner',
    title_km: 'តម្លៃតែមួយសម្រាប់ជ្រុងអេស្ប្រេសូរបស់អ្នក',
    body: 'An espresso machine with 10 kg of house blend and a barista training session, as one package.',
    body_km: 'ម៉ាស៊ីនអេស្ប្រេសូ ជាមួយកាហ្វេលាយ 10 គីឡូក្រាម និងវគ្គបណ្តុះបណ្តាលបារីស្តាមួយ ក្នុងកញ្ចប់តែមួយ។',
    ref_id: 2,
  },
  {
    seed_key: 'demo-customer-welcome',
    type: 'transaction',
    title: 'Welcome to Coffee Portal',
    title_km: 'សូមស្វាគមន៍មកកាន់ Coffee Portal',
    body: 'You have 120 reward points to start with. Collect more with every order and redeem them for beans and merchandise.',
    body_km: 'អ្នកមានពិន្ទុរង្វាន់ 120 ដើម្បីចាប់ផ្តើម។ ប្រមូលបន្ថែមរាល់ការកម្ម៉ង់ ហើយប្តូរយកកាហ្វេ និងទំនិញ។',
    ref_id: null,
    forPhone: '012345678',
  },
  {
    seed_key: 'demo-partner-credit-line',
    type: 'transaction',
    title: 'Your credit line is ready',
    title_km: 'ខ្សែឥណទានរបស់អ្នករួចរាល់ហើយ',
    body: 'As a business partner you can now pay orders of up to $2,500.00 on your credit line.',
    body_km: 'ក្នុងនាមជាដៃគូអាជីវកម្ម ឥឡូវនេះអ្នកអាចបង់ការកម្ម៉ង់រហូតដល់ $2,500.00 តាមខ្សែឥណទានរបស់អ្នក។',
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
      // Texts of notifications already sent are kept; only a missing Khmer one is added.
      .onConflict((conflict) =>
        conflict
          .column('seed_key')
          .doUpdateSet({ title_km: notification.title_km, body_km: notification.body_km }),
      )
      .execute();
  }
};
