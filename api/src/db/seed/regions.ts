import type { Db } from '../schema';

export const cambodiaId = 1;

type District = string | [name: string, nameKm: string];
type Province = { id: number; name: string; nameKm: string; districts: District[] };

/**
 * Cambodia's capital and 24 provinces (numbered as the National Institute of Statistics numbers them) with their
 * districts, khans and municipalities. A district's id is its province's id × 100 plus its place in the list.
 * Khmer names are given for the provinces and Phnom Penh's khans; other districts fall back to English.
 */
export const provinces: Province[] = [
  {
    id: 1,
    name: 'Banteay Meanchey',
    nameKm: 'បន្ទាយមានជ័យ',
    districts: [
      'Mongkol Borei',
      'Phnum Srok',
      'Preah Netr Preah',
      'Ou Chrov',
      'Serei Saophoan Municipality',
      'Thma Puok',
      'Svay Chek',
      'Malai',
      'Paoy Paet Municipality',
    ],
  },
  {
    id: 2,
    name: 'Battambang',
    nameKm: 'បាត់ដំបង',
    districts: [
      'Banan',
      'Thma Koul',
      'Battambang Municipality',
      'Bavel',
      'Aek Phnum',
      'Moung Ruessei',
      'Rotonak Mondol',
      'Sangkae',
      'Samlout',
      'Sampov Loun',
      'Phnum Proek',
      'Kamrieng',
      'Koas Krala',
      'Rukh Kiri',
    ],
  },
  {
    id: 3,
    name: 'Kampong Cham',
    nameKm: 'កំពង់ចាម',
    districts: [
      'Batheay',
      'Chamkar Leu',
      'Cheung Prey',
      'Kampong Cham Municipality',
      'Kampong Siem',
      'Kang Meas',
      'Koh Sotin',
      'Prey Chhor',
      'Srei Santhor',
      'Stueng Trang',
    ],
  },
  {
    id: 4,
    name: 'Kampong Chhnang',
    nameKm: 'កំពង់ឆ្នាំង',
    districts: [
      'Baribour',
      'Chol Kiri',
      'Kampong Chhnang Municipality',
      'Kampong Leaeng',
      'Kampong Tralach',
      'Rolea Bier',
      'Sameakki Mean Chey',
      'Tuek Phos',
    ],
  },
  {
    id: 5,
    name: 'Kampong Speu',
    nameKm: 'កំពង់ស្ពឺ',
    districts: [
      'Basedth',
      'Chbar Mon Municipality',
      'Kong Pisei',
      'Aoral',
      'Odongk',
      'Phnum Sruoch',
      'Samraong Tong',
      'Thpong',
    ],
  },
  {
    id: 6,
    name: 'Kampong Thom',
    nameKm: 'កំពង់ធំ',
    districts: [
      'Baray',
      'Kampong Svay',
      'Stueng Saen Municipality',
      'Prasat Ballangk',
      'Prasat Sambour',
      'Sandan',
      'Santuk',
      'Stoung',
      'Taing Kouk',
    ],
  },
  {
    id: 7,
    name: 'Kampot',
    nameKm: 'កំពត',
    districts: [
      'Angkor Chey',
      'Banteay Meas',
      'Chhuk',
      'Chum Kiri',
      'Dang Tong',
      'Kampong Trach',
      'Tuek Chhou',
      'Kampot Municipality',
      'Bokor Municipality',
    ],
  },
  {
    id: 8,
    name: 'Kandal',
    nameKm: 'កណ្ដាល',
    districts: [
      'Kandal Stueng',
      'Kien Svay',
      'Khsach Kandal',
      'Kaoh Thum',
      'Leuk Daek',
      'Lvea Aem',
      'Mukh Kampul',
      'Angk Snuol',
      'Ponhea Lueu',
      "S'ang",
      'Ta Khmau Municipality',
    ],
  },
  {
    id: 9,
    name: 'Koh Kong',
    nameKm: 'កោះកុង',
    districts: [
      'Botum Sakor',
      'Kiri Sakor',
      'Kaoh Kong',
      'Khemarak Phoumin Municipality',
      'Mondol Seima',
      'Srae Ambel',
      'Thma Bang',
    ],
  },
  {
    id: 10,
    name: 'Kratie',
    nameKm: 'ក្រចេះ',
    districts: ['Chhloung', 'Kratie Municipality', 'Preaek Prasab', 'Sambour', 'Snuol', 'Chitr Borie'],
  },
  {
    id: 11,
    name: 'Mondulkiri',
    nameKm: 'មណ្ឌលគិរី',
    districts: ['Kaev Seima', 'Kaoh Nheaek', 'Ou Reang', 'Pech Chreada', 'Saen Monourom Municipality'],
  },
  {
    id: 12,
    name: 'Phnom Penh',
    nameKm: 'ភ្នំពេញ',
    districts: [
      ['Chamkar Mon', 'ចំការមន'],
      ['Doun Penh', 'ដូនពេញ'],
      ['Prampir Meakkakra', '៧មករា'],
      ['Tuol Kouk', 'ទួលគោក'],
      ['Dangkao', 'ដង្កោ'],
      ['Mean Chey', 'មានជ័យ'],
      ['Russey Keo', 'ឫស្សីកែវ'],
      ['Saensokh', 'សែនសុខ'],
      ['Pou Senchey', 'ពោធិ៍សែនជ័យ'],
      ['Chraoy Chongvar', 'ជ្រោយចង្វារ'],
      ['Praek Pnov', 'ព្រែកព្នៅ'],
      ['Chbar Ampov', 'ច្បារអំពៅ'],
      ['Boeng Keng Kang', 'បឹងកេងកង'],
      ['Kamboul', 'កំបូល'],
    ],
  },
  {
    id: 13,
    name: 'Preah Vihear',
    nameKm: 'ព្រះវិហារ',
    districts: [
      'Chey Saen',
      'Chhaeb',
      'Choam Ksant',
      'Kuleaen',
      'Rovieng',
      'Sangkom Thmei',
      'Tbaeng Mean Chey',
      'Preah Vihear Municipality',
    ],
  },
  {
    id: 14,
    name: 'Prey Veng',
    nameKm: 'ព្រៃវែង',
    districts: [
      'Ba Phnum',
      'Kamchay Mear',
      'Kampong Trabaek',
      'Kanhchriech',
      'Me Sang',
      'Peam Chor',
      'Peam Ro',
      'Pea Reang',
      'Preah Sdach',
      'Prey Veng Municipality',
      'Pur Rieng',
      'Sithor Kandal',
      'Svay Antor',
    ],
  },
  {
    id: 15,
    name: 'Pursat',
    nameKm: 'ពោធិ៍សាត់',
    districts: [
      'Bakan',
      'Kandieng',
      'Krakor',
      'Phnum Kravanh',
      'Pursat Municipality',
      'Veal Veaeng',
      'Ta Lou Senchey',
    ],
  },
  {
    id: 16,
    name: 'Ratanakiri',
    nameKm: 'រតនគិរី',
    districts: [
      'Andoung Meas',
      'Banlung Municipality',
      'Bar Kaev',
      'Koun Mom',
      'Lumphat',
      'Ou Chum',
      'Ou Ya Dav',
      'Ta Veaeng',
      'Veun Sai',
    ],
  },
  {
    id: 17,
    name: 'Siem Reap',
    nameKm: 'សៀមរាប',
    districts: [
      'Angkor Chum',
      'Angkor Thom',
      'Banteay Srei',
      'Chi Kraeng',
      'Kralanh',
      'Puok',
      'Prasat Bakong',
      'Siem Reap Municipality',
      'Soutr Nikom',
      'Srei Snam',
      'Svay Leu',
      'Varin',
    ],
  },
  {
    id: 18,
    name: 'Preah Sihanouk',
    nameKm: 'ព្រះសីហនុ',
    districts: [
      'Preah Sihanouk Municipality',
      'Prey Nob',
      'Stueng Hav',
      'Kampong Seila',
      'Kaoh Rung Municipality',
    ],
  },
  {
    id: 19,
    name: 'Stung Treng',
    nameKm: 'ស្ទឹងត្រែង',
    districts: [
      'Sesan',
      'Siem Bouk',
      'Siem Pang',
      'Stung Treng Municipality',
      'Thala Barivat',
      'Borei Ou Svay Sen Chey',
    ],
  },
  {
    id: 20,
    name: 'Svay Rieng',
    nameKm: 'ស្វាយរៀង',
    districts: [
      'Chantrea',
      'Kampong Rou',
      'Rumduol',
      'Romeas Haek',
      'Svay Chrum',
      'Svay Rieng Municipality',
      'Svay Teab',
      'Bavet Municipality',
    ],
  },
  {
    id: 21,
    name: 'Takeo',
    nameKm: 'តាកែវ',
    districts: [
      'Angkor Borei',
      'Bati',
      'Borei Cholsar',
      'Kiri Vong',
      'Kaoh Andaet',
      'Prey Kabbas',
      'Samraong',
      'Doun Kaev Municipality',
      'Tram Kak',
      'Treang',
    ],
  },
  {
    id: 22,
    name: 'Oddar Meanchey',
    nameKm: 'ឧត្ដរមានជ័យ',
    districts: ['Anlong Veaeng', 'Banteay Ampil', 'Chong Kal', 'Samraong Municipality', 'Trapeang Prasat'],
  },
  { id: 23, name: 'Kep', nameKm: 'កែប', districts: ["Damnak Chang'aeur", 'Kep Municipality'] },
  { id: 24, name: 'Pailin', nameKm: 'ប៉ៃលិន', districts: ['Pailin Municipality', 'Sala Krau'] },
  {
    id: 25,
    name: 'Tbong Khmum',
    nameKm: 'ត្បូងឃ្មុំ',
    districts: [
      'Dambae',
      'Krouch Chhmar',
      'Memot',
      'Ou Reang Ov',
      'Ponhea Kraek',
      'Suong Municipality',
      'Tbong Khmum',
    ],
  },
];

export const districts = provinces.flatMap((province) =>
  province.districts.map((district, index) => {
    const [name, nameKm] = typeof district === 'string' ? [district, null] : district;
    return { id: province.id * 100 + index + 1, province_id: province.id, name, name_km: nameKm };
  }),
);

export const seedRegions = async (db: Db) => {
  await db
    .insertInto('countries')
    .values({ id: cambodiaId, name: 'Cambodia', name_km: 'កម្ពុជា' })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), name_km: eb.ref('excluded.name_km') })),
    )
    .execute();
  await db
    .insertInto('provinces')
    .values(provinces.map(({ id, name, nameKm }) => ({ id, country_id: cambodiaId, name, name_km: nameKm })))
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), name_km: eb.ref('excluded.name_km') })),
    )
    .execute();
  await db
    .insertInto('districts')
    .values(districts)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        province_id: eb.ref('excluded.province_id'),
        name: eb.ref('excluded.name'),
        name_km: eb.ref('excluded.name_km'),
      })),
    )
    .execute();
};
