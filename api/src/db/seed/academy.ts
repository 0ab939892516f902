import type { Db } from '../schema';

/** Training types (no parent) and the courses under them. */
export const academyTicketTypes = [
  {
    id: 1,
    parent_id: null,
    name: 'Barista skills',
    name_km: 'ជំនាញបារីស្តា',
    description: 'Hands-on courses at the espresso bar.',
    description_km: 'វគ្គសិក្សាអនុវត្តផ្ទាល់នៅបារ៍អេស្ប្រេសូ។',
    duration_hours: null,
    fee_cents: null,
    sort: 1,
  },
  {
    id: 11,
    parent_id: 1,
    name: 'Espresso fundamentals',
    name_km: 'មូលដ្ឋានគ្រឹះអេស្ប្រេសូ',
    description: 'Grind, dose, tamp and extract a balanced shot.',
    description_km: 'កិន ថ្លឹង សង្កត់ និងចម្រាញ់កាហ្វេឱ្យមានតុល្យភាព។',
    duration_hours: 16,
    fee_cents: 8000,
    sort: 1,
  },
  {
    id: 12,
    parent_id: 1,
    name: 'Milk steaming and latte art',
    name_km: 'ការចំហុយទឹកដោះគោ និងសិល្បៈឡាតេ',
    description: 'Silky microfoam, hearts, tulips and rosettas.',
    description_km: 'ពពុះទឹកដោះគោរលោង និងការគូររូបបេះដូង ផ្កាធូលីព និងរ៉ូសេតា។',
    duration_hours: 12,
    fee_cents: 7000,
    sort: 2,
  },
  {
    id: 13,
    parent_id: 1,
    name: 'Pour-over and cold brew',
    name_km: 'កាហ្វេចាក់ និងកាហ្វេត្រជាក់',
    description: 'Filter recipes for the menu.',
    description_km: 'រូបមន្តកាហ្វេតម្រងសម្រាប់ម៉ឺនុយ។',
    duration_hours: 8,
    fee_cents: 5000,
    sort: 3,
  },
  {
    id: 2,
    parent_id: null,
    name: 'Coffee shop operations',
    name_km: 'ប្រតិបត្តិការហាងកាហ្វេ',
    description: 'Running a clean, fast and friendly bar.',
    description_km: 'ការគ្រប់គ្រងបារ៍ឱ្យស្អាត លឿន និងរួសរាយ។',
    duration_hours: null,
    fee_cents: null,
    sort: 2,
  },
  {
    id: 21,
    parent_id: 2,
    name: 'Hygiene and food safety',
    name_km: 'អនាម័យ និងសុវត្ថិភាពចំណីអាហារ',
    description: 'Daily cleaning and safe handling.',
    description_km: 'ការសម្អាតប្រចាំថ្ងៃ និងការប្រើប្រាស់ដោយសុវត្ថិភាព។',
    duration_hours: 6,
    fee_cents: 3000,
    sort: 1,
  },
  {
    id: 22,
    parent_id: 2,
    name: 'Customer service at the bar',
    name_km: 'សេវាអតិថិជននៅបារ៍',
    description: 'Taking orders, upselling and handling complaints.',
    description_km: 'ការទទួលការកម្ម៉ង់ ការណែនាំលក់ និងការដោះស្រាយបណ្តឹង។',
    duration_hours: 6,
    fee_cents: 3000,
    sort: 2,
  },
  {
    id: 23,
    parent_id: 2,
    name: 'Equipment care',
    name_km: 'ការថែទាំឧបករណ៍',
    description: 'Backflushing, descaling and grinder care.',
    description_km: 'ការលាងម៉ាស៊ីន ការបំបាត់កំណក និងការថែទាំម៉ាស៊ីនកិន។',
    duration_hours: 4,
    fee_cents: null,
    sort: 3,
  },
  {
    id: 3,
    parent_id: null,
    name: 'Coffee knowledge',
    name_km: 'ចំណេះដឹងអំពីកាហ្វេ',
    description: 'From the farm to the cup.',
    description_km: 'ពីចម្ការដល់ពែង។',
    duration_hours: null,
    fee_cents: null,
    sort: 3,
  },
  {
    id: 31,
    parent_id: 3,
    name: 'Origins and cupping',
    name_km: 'ប្រភពកាហ្វេ និងការភ្លក់',
    description: 'Taste Mondulkiri, Ratanakiri and imported beans.',
    description_km: 'ភ្លក់កាហ្វេមណ្ឌលគិរី រតនគិរី និងគ្រាប់នាំចូល។',
    duration_hours: 4,
    fee_cents: 4000,
    sort: 1,
  },
];

export const academyVacancies = [
  {
    id: 1,
    company_name: 'Brown Leaf Café',
    shop_description: 'A busy specialty café on Street 240, open 7 AM to 9 PM.',
    position: 'Barista',
    location: 'Phnom Penh',
    salary_min_cents: 25000,
    salary_max_cents: 35000,
    number_of_hiring: 2,
    closing_date: null,
    posted_at: new Date('2026-01-05T02:00:00Z'),
  },
  {
    id: 2,
    company_name: 'Riverside Hotel',
    shop_description: 'Lobby coffee bar of a 120-room hotel by the river.',
    position: 'Head barista',
    location: 'Siem Reap',
    salary_min_cents: 40000,
    salary_max_cents: 55000,
    number_of_hiring: 1,
    closing_date: null,
    posted_at: new Date('2026-01-10T02:00:00Z'),
  },
  {
    id: 3,
    company_name: 'Kampot Roastery',
    shop_description: 'Roastery and tasting room; we train you on our roaster.',
    position: 'Roaster assistant',
    location: 'Kampot',
    salary_min_cents: 30000,
    salary_max_cents: 38000,
    number_of_hiring: 1,
    closing_date: null,
    posted_at: new Date('2026-01-12T02:00:00Z'),
  },
];

export const academyBaristas = [
  {
    seed_key: 'graduate-1',
    name: 'Sreyleak Vann',
    skills: ['Espresso', 'Latte art', 'Customer service'],
    experience_years: 3,
    availability: 'fullTime' as const,
    available_from: '2026-01-01',
    location: 'Phnom Penh',
    about: 'Academy graduate; two years as shift lead in a specialty café.',
  },
  {
    seed_key: 'graduate-2',
    name: 'Rithy Phan',
    skills: ['Pour-over', 'Cold brew', 'Cupping'],
    experience_years: 2,
    availability: 'partTime' as const,
    available_from: '2026-02-01',
    location: 'Siem Reap',
    about: 'Filter coffee enthusiast, studies hospitality in the mornings.',
  },
  {
    seed_key: 'graduate-3',
    name: 'Chenda Sok',
    skills: ['Espresso', 'Equipment care'],
    experience_years: 1,
    availability: 'weekends' as const,
    available_from: '2026-01-15',
    location: 'Phnom Penh',
    about: null,
  },
];

export const academyPlaylists = [
  {
    id: 1,
    title: 'Espresso at the bar',
    title_km: 'អេស្ប្រេសូនៅបារ៍',
    description: 'Dial in, pull and serve.',
    description_km: 'កំណត់ ចម្រាញ់ និងបម្រើ។',
    sort: 1,
  },
  {
    id: 2,
    title: 'Milk and latte art',
    title_km: 'ទឹកដោះគោ និងសិល្បៈឡាតេ',
    description: 'Steam, texture and pour.',
    description_km: 'ចំហុយ ធ្វើពពុះ និងចាក់។',
    sort: 2,
  },
];

/** Files served by GET /client/academy/tutorial/video/<file>. */
export const academyVideos = [
  {
    id: 1,
    playlist_id: 1,
    title: 'Dialling in the grinder',
    title_km: 'ការកំណត់ម៉ាស៊ីនកិន',
    description: 'Adjust the grind until the shot runs in 25–30 seconds.',
    description_km: 'កែការកិនរហូតដល់ការចម្រាញ់ចំណាយពេល ២៥–៣០ វិនាទី។',
    video_url: '/client/academy/tutorial/video/dialling-in.webm',
    poster_url: null,
    duration_seconds: 4,
    sort: 1,
  },
  {
    id: 2,
    playlist_id: 1,
    title: 'Tamping evenly',
    title_km: 'ការសង្កត់ឱ្យស្មើ',
    description: 'A level bed for an even extraction.',
    description_km: 'ផ្ទៃស្មើសម្រាប់ការចម្រាញ់ស្មើ។',
    video_url: '/client/academy/tutorial/video/tamping.webm',
    poster_url: null,
    duration_seconds: 4,
    sort: 2,
  },
  {
    id: 3,
    playlist_id: 2,
    title: 'Steaming silky milk',
    title_km: 'ការចំហុយទឹកដោះគោឱ្យរលោង',
    description: 'Stretch, then roll the milk.',
    description_km: 'បញ្ចូលខ្យល់ រួចបង្វិលទឹកដោះគោ។',
    video_url: '/client/academy/tutorial/video/steaming.webm',
    poster_url: null,
    duration_seconds: 4,
    sort: 1,
  },
];

/** The academy's catalogue: safe on every start; seed-owned rows follow this file. */
export const seedAcademy = async (db: Db) => {
  await db
    .insertInto('academy_ticket_types')
    .values(academyTicketTypes)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        parent_id: eb.ref('excluded.parent_id'),
        name: eb.ref('excluded.name'),
        name_km: eb.ref('excluded.name_km'),
        description: eb.ref('excluded.description'),
        description_km: eb.ref('excluded.description_km'),
        duration_hours: eb.ref('excluded.duration_hours'),
        fee_cents: eb.ref('excluded.fee_cents'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
  await db
    .insertInto('academy_vacancies')
    .values(academyVacancies)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await db
    .insertInto('academy_baristas')
    .values(
      academyBaristas.map((barista) => ({
        ...barista,
        skills: JSON.stringify(barista.skills),
        posted_by_user_id: null,
        photo: null,
        created_at: new Date(`${barista.available_from}T00:00:00Z`),
      })),
    )
    .onConflict((conflict) => conflict.column('seed_key').doNothing())
    .execute();
  await db
    .insertInto('academy_tutorial_playlists')
    .values(academyPlaylists)
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
    .insertInto('academy_tutorial_videos')
    .values(academyVideos)
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
