import type { Db } from '../schema';

/** Where the API serves the tutorial videos kept beside this file (media/). */
export const tutorialVideoPath = (file: string) => `/client/tutorial/video/${file}`;

export const serviceTicketTypes = [
  {
    id: 1,
    code: 'CHECKUP' as const,
    name: 'Equipment check-up',
    name_km: 'ការពិនិត្យឧបករណ៍',
    description: 'A technician visits, finds the fault and quotes the repair on site.',
    description_km: 'ជាងបច្ចេកទេសមកពិនិត្យ រកកំហុស និងផ្តល់តម្លៃជួសជុលនៅនឹងកន្លែង។',
    covers: 'Diagnosis on site\nCleaning of the group heads\nWater pressure and temperature check',
    covers_km: 'ការវិនិច្ឆ័យនៅនឹងកន្លែង\nការសម្អាតក្បាលម៉ាស៊ីន\nការពិនិត្យសម្ពាធ និងសីតុណ្ហភាពទឹក',
    checkups_per_month: 0,
    price_cents: null,
    sort: 0,
  },
  {
    id: 2,
    code: 'PACKAGE' as const,
    name: 'Basic Care',
    name_km: 'ថែទាំមូលដ្ឋាន',
    description: 'One preventive check-up a month for a small café.',
    description_km: 'ការពិនិត្យបង្ការម្តងក្នុងមួយខែ សម្រាប់ហាងកាហ្វេតូច។',
    covers:
      'One espresso machine and one grinder\nMonthly check-up and cleaning\nGasket and shower screen checks',
    covers_km: 'ម៉ាស៊ីនអេសប្រេសូមួយ និងម៉ាស៊ីនកិនមួយ\nការពិនិត្យ និងសម្អាតប្រចាំខែ\nការពិនិត្យកៅស៊ូ និងសំណាញ់ទឹក',
    checkups_per_month: 1,
    price_cents: 4900,
    sort: 1,
  },
  {
    id: 3,
    code: 'PACKAGE' as const,
    name: 'Pro Care',
    name_km: 'ថែទាំអាជីព',
    description: 'Two check-ups a month and priority repairs for a busy shop.',
    description_km: 'ការពិនិត្យពីរដងក្នុងមួយខែ និងការជួសជុលជាអាទិភាព សម្រាប់ហាងមមាញឹក។',
    covers:
      'Up to two espresso machines and two grinders\nTwo check-ups a month\nDescaling and water filter change\nRepair visit within 24 hours',
    covers_km:
      'ម៉ាស៊ីនអេសប្រេសូរហូតដល់ពីរ និងម៉ាស៊ីនកិនពីរ\nការពិនិត្យពីរដងក្នុងមួយខែ\nការបំបាត់កំណកកំបោរ និងប្តូរតម្រងទឹក\nជួសជុលក្នុងរយៈពេល ២៤ ម៉ោង',
    checkups_per_month: 2,
    price_cents: 9900,
    sort: 2,
  },
  {
    id: 4,
    code: 'PACKAGE' as const,
    name: 'Premium Care',
    name_km: 'ថែទាំពិសេស',
    description: 'Weekly check-ups, parts at a discount and a spare machine while yours is repaired.',
    description_km: 'ការពិនិត្យប្រចាំសប្តាហ៍ គ្រឿងបន្លាស់បញ្ចុះតម្លៃ និងម៉ាស៊ីនជំនួសពេលជួសជុល។',
    covers:
      'All the equipment of one site\nFour check-ups a month\n20% off spare parts\nSpare machine during repairs',
    covers_km: 'ឧបករណ៍ទាំងអស់នៃទីតាំងមួយ\nការពិនិត្យបួនដងក្នុងមួយខែ\nបញ្ចុះតម្លៃ ២០% លើគ្រឿងបន្លាស់\nម៉ាស៊ីនជំនួសពេលជួសជុល',
    checkups_per_month: 4,
    price_cents: 18900,
    sort: 3,
  },
];

export const equipmentCategories = [
  { id: 1, name: 'Espresso machine', name_km: 'ម៉ាស៊ីនអេសប្រេសូ', sort: 1 },
  { id: 2, name: 'Coffee grinder', name_km: 'ម៉ាស៊ីនកិនកាហ្វេ', sort: 2 },
  { id: 3, name: 'Water filter', name_km: 'តម្រងទឹក', sort: 3 },
  { id: 4, name: 'Blender', name_km: 'ម៉ាស៊ីនក្រឡុក', sort: 4 },
  { id: 5, name: 'Ice machine', name_km: 'ម៉ាស៊ីនធ្វើទឹកកក', sort: 5 },
];

export const equipmentCatalogue = [
  { id: 1, category_id: 1, brand: 'La Marzocco', model: 'Linea Mini' },
  { id: 2, category_id: 1, brand: 'La Marzocco', model: 'Linea PB' },
  { id: 3, category_id: 1, brand: 'Nuova Simonelli', model: 'Appia Life' },
  { id: 4, category_id: 1, brand: 'Rancilio', model: 'Classe 7' },
  { id: 5, category_id: 2, brand: 'Mazzer', model: 'Super Jolly' },
  { id: 6, category_id: 2, brand: 'Mahlkönig', model: 'E65S' },
  { id: 7, category_id: 2, brand: 'Eureka', model: 'Atom 75' },
  { id: 8, category_id: 3, brand: 'BRITA', model: 'Purity C150' },
  { id: 9, category_id: 3, brand: 'Everpure', model: 'Claris Pro' },
  { id: 10, category_id: 4, brand: 'Blendtec', model: 'Stealth 885' },
  { id: 11, category_id: 4, brand: 'Vitamix', model: 'The Quiet One' },
  { id: 12, category_id: 5, brand: 'Hoshizaki', model: 'IM-65NE' },
];

/** Check-ups cover every equipment type; packages cover the coffee bar's core. */
const typeCategories = [
  ...equipmentCategories.map((category) => ({ ticket_type_id: 1, category_id: category.id })),
  ...[2, 3, 4].flatMap((typeId) => [1, 2, 3].map((category_id) => ({ ticket_type_id: typeId, category_id }))),
];

export const tutorialPlaylists = [
  {
    id: 1,
    title: 'Daily care of your espresso machine',
    title_km: 'ការថែទាំម៉ាស៊ីនអេសប្រេសូប្រចាំថ្ងៃ',
    description: 'Short routines that keep shots consistent and prevent breakdowns.',
    description_km: 'ទម្លាប់ខ្លីៗ ដែលរក្សាគុណភាពកាហ្វេ និងការពារការខូចខាត។',
    sort: 1,
  },
  {
    id: 2,
    title: 'Grinders and water',
    title_km: 'ម៉ាស៊ីនកិន និងទឹក',
    description: 'Cleaning burrs and looking after the water that makes the coffee.',
    description_km: 'ការសម្អាតធ្មេញកិន និងការថែរក្សាទឹកដែលធ្វើកាហ្វេ។',
    sort: 2,
  },
];

export const tutorialVideos = [
  {
    id: 1,
    playlist_id: 1,
    title: 'Espresso basics: backflushing the group head',
    title_km: 'មូលដ្ឋានអេសប្រេសូ៖ ការលាងក្បាលម៉ាស៊ីន',
    description: 'Backflush with a blind basket at closing time.',
    description_km: 'លាងត្រឡប់ដោយប្រើកន្ត្រកបិទ នៅពេលបិទហាង។',
    video_url: tutorialVideoPath('espresso-basics.webm'),
    duration_seconds: 3,
    sort: 1,
  },
  {
    id: 2,
    playlist_id: 1,
    title: 'Descaling the boiler safely',
    title_km: 'ការបំបាត់កំណកកំបោរក្នុងឡដោយសុវត្ថិភាព',
    description: 'When and how to descale, and when to call a technician instead.',
    description_km: 'ពេលណា និងរបៀបបំបាត់កំណកកំបោរ និងពេលណាត្រូវហៅជាងបច្ចេកទេស។',
    video_url: tutorialVideoPath('descaling.webm'),
    duration_seconds: 3,
    sort: 2,
  },
  {
    id: 3,
    playlist_id: 2,
    title: 'Cleaning grinder burrs',
    title_km: 'ការសម្អាតធ្មេញម៉ាស៊ីនកិន',
    description: 'Remove old oils and fines every week.',
    description_km: 'សម្អាតប្រេង និងម្សៅកាហ្វេចាស់រៀងរាល់សប្តាហ៍។',
    video_url: tutorialVideoPath('grinder-cleaning.webm'),
    duration_seconds: 3,
    sort: 1,
  },
];

/** Seed-owned rows are brought in line with this file on every start; customers' tickets are never touched. */
export const seedServiceDesk = async (db: Db) => {
  await db
    .insertInto('service_ticket_types')
    .values(serviceTicketTypes)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        code: eb.ref('excluded.code'),
        name: eb.ref('excluded.name'),
        name_km: eb.ref('excluded.name_km'),
        description: eb.ref('excluded.description'),
        description_km: eb.ref('excluded.description_km'),
        covers: eb.ref('excluded.covers'),
        covers_km: eb.ref('excluded.covers_km'),
        checkups_per_month: eb.ref('excluded.checkups_per_month'),
        price_cents: eb.ref('excluded.price_cents'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
  await db
    .insertInto('equipment_categories')
    .values(equipmentCategories)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        name_km: eb.ref('excluded.name_km'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
  await db
    .insertInto('service_ticket_type_categories')
    .values(typeCategories)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db
    .insertInto('equipment')
    .values(equipmentCatalogue)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        category_id: eb.ref('excluded.category_id'),
        brand: eb.ref('excluded.brand'),
        model: eb.ref('excluded.model'),
      })),
    )
    .execute();
  await db
    .insertInto('tutorial_playlists')
    .values(tutorialPlaylists)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        title_km: eb.ref('excluded.title_km'),
        description: eb.ref('excluded.description'),
        description_km: eb.ref('excluded.description_km'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
  await db
    .insertInto('tutorial_videos')
    .values(tutorialVideos)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        playlist_id: eb.ref('excluded.playlist_id'),
        title: eb.ref('excluded.title'),
        title_km: eb.ref('excluded.title_km'),
        description: eb.ref('excluded.description'),
        description_km: eb.ref('excluded.description_km'),
        video_url: eb.ref('excluded.video_url'),
        duration_seconds: eb.ref('excluded.duration_seconds'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
};
