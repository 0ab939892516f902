import {
  type DayHours,
  generalCustomerGroupId,
  packagePromotionCategoryId,
  type WeeklyHours,
} from '@portal/shared/contract';
import type { FileStorage } from '../../platform/storage';
import type { Db } from '../schema';
import { businessPartnerGroupId } from './customer-groups';
import { drawPicture, type Picture } from './pictures/picture';
import { renderPng } from './pictures/render';
import { bannerPicture, productPictures } from './pictures/seed-pictures';

type Rgb = readonly [number, number, number];
const espresso: Rgb = [59, 36, 24];
const crema: Rgb = [201, 140, 74];
const cream: Rgb = [243, 231, 214];
const orange: Rgb = [239, 125, 33];
const leaf: Rgb = [74, 110, 64];
const steel: Rgb = [150, 156, 162];
const ink: Rgb = [34, 40, 49];

type Palette = [Rgb, Rgb, Rgb];
type SeedImage = { key: string; width: number; height: number; picture: Picture };

/** Seed pictures under upload-shaped keys (their own number range), served like any upload ("drawn": see catalogue.ts). */
const seedKey = (n: number, name: string) =>
  `seed/00000000-0000-4000-8000-${String(n).padStart(12, '0')}/${name}drawn.png`;

/** What business partners pay relative to the consumer price: group 143 and the hotel/restaurant group 144. */
const partnerRate: Record<number, number> = { [businessPartnerGroupId]: 0.85, 144: 0.8 };

type SeedValue = { value: string; km: string; code: string; add?: number; stock?: number };
type SeedOption = { name: string; km: string; values: SeedValue[] };

type SeedProduct = {
  key: string;
  category: number;
  brand: string | null;
  name: string;
  km: string;
  description: string;
  descriptionKm?: string;
  sku: string;
  /** Consumer price (group 142) of the cheapest combination, in cents; option values add to it. */
  price: number;
  /** Per variant unless an option value says otherwise. */
  stock: number;
  options?: SeedOption[];
  salePercent?: number;
  top?: boolean;
  merchandise?: boolean;
  /** Units sold before the shop went online (best sellers start from it). */
  sold?: number;
  colours: Palette;
  /** Where it grew or is made: the search's origin facet. */
  origin?: Origin;
  /** A coffee's roast, as its bag's picture prints it (pictures/seed-pictures.ts): the roast facet. */
  roast?: 'light' | 'medium' | 'mediumDark' | 'dark';
  /** The grinds a coffee is sold in: the grind facet (its Grind option's values, or how it comes ground). */
  grinds?: ('wholeBean' | 'espresso' | 'filter')[];
  /** An equipment's type: the type facet. */
  type?: 'espressoMachine' | 'grinder' | 'brewer' | 'tamper' | 'milkPitcher' | 'glassware';
};

const everyGrind: SeedProduct['grinds'] = ['wholeBean', 'espresso', 'filter'];

type Origin = { name: string; km: string };
const origin = {
  mondulkiri: { name: 'Mondulkiri', km: 'មណ្ឌលគិរី' },
  ratanakiri: { name: 'Ratanakiri', km: 'រតនគិរី' },
  kirirom: { name: 'Kirirom', km: 'គិរីរម្យ' },
  pailin: { name: 'Pailin', km: 'ប៉ៃលិន' },
  cambodia: { name: 'Cambodia', km: 'កម្ពុជា' },
  colombia: { name: 'Colombia', km: 'កូឡុំប៊ី' },
  ethiopia: { name: 'Ethiopia', km: 'អេត្យូពី' },
  italy: { name: 'Italy', km: 'អ៊ីតាលី' },
  australia: { name: 'Australia', km: 'អូស្ត្រាលី' },
  usa: { name: 'United States', km: 'សហរដ្ឋអាមេរិក' },
  japan: { name: 'Japan', km: 'ជប៉ុន' },
  france: { name: 'France', km: 'បារាំង' },
} satisfies Record<string, Origin>;

const bagSize: SeedOption = {
  name: 'Bag size',
  km: 'ទំហំកញ្ចប់',
  values: [
    { value: '250 g', km: '250 ក្រាម', code: '250' },
    { value: '1 kg', km: '1 គីឡូក្រាម', code: '1K', add: 0 },
  ],
};
const beanBag = (kgAdd: number): SeedOption => ({
  ...bagSize,
  values: [bagSize.values[0] as SeedValue, { ...(bagSize.values[1] as SeedValue), add: kgAdd }],
});
const grind: SeedOption = {
  name: 'Grind',
  km: 'ការកិន',
  values: [
    { value: 'Whole bean', km: 'គ្រាប់ទាំងមូល', code: 'WB' },
    { value: 'Espresso', km: 'កិនសម្រាប់អេស្ប្រេសូ', code: 'ES' },
    { value: 'Filter', km: 'កិនសម្រាប់ចម្រោះ', code: 'FI' },
  ],
};

export const brands = [
  { key: 'coffee-portal-roasters', name: 'Coffee Portal Roasters', name_km: 'រោងលីងកាហ្វេ Coffee Portal' },
  { key: 'la-marzocco', name: 'La Marzocco', name_km: null },
  { key: 'rancilio', name: 'Rancilio', name_km: null },
  { key: 'breville', name: 'Breville', name_km: null },
  { key: 'mazzer', name: 'Mazzer', name_km: null },
  { key: 'baratza', name: 'Baratza', name_km: null },
  { key: 'hario', name: 'Hario', name_km: null },
  { key: 'chemex', name: 'Chemex', name_km: null },
  { key: 'monin', name: 'Monin', name_km: null },
];
const house = 'coffee-portal-roasters';

export const lastFiveProductKey = 'last-five-test-beans';
export const outOfStockProductKey = 'pailin-peaberry-robusta';

export const products: SeedProduct[] = [
  {
    key: 'mondulkiri-arabica-honey',
    roast: 'light',
    grinds: everyGrind,
    origin: origin.mondulkiri,
    category: 104,
    brand: house,
    name: 'Mondulkiri Arabica Honey Process',
    km: 'កាហ្វេអារ៉ាប៊ីកាមណ្ឌលគិរី',
    description:
      'Single-origin Arabica from the Mondulkiri highlands, honey processed: stone fruit, palm sugar, soft acidity.',
    descriptionKm: 'អារ៉ាប៊ីកាពីខ្ពង់រាបមណ្ឌលគិរី រសជាតិផ្លែឈើ និងស្ករត្នោត។',
    sku: 'MKA',
    price: 1450,
    stock: 40,
    options: [beanBag(3550), grind],
    salePercent: 15,
    top: true,
    sold: 310,
    colours: [leaf, espresso, crema],
  },
  {
    key: 'ratanakiri-robusta-dark',
    roast: 'dark',
    grinds: everyGrind,
    origin: origin.ratanakiri,
    category: 102,
    brand: house,
    name: 'Ratanakiri Robusta Dark Roast',
    km: 'កាហ្វេរ៉ូប៊ូស្តារតនគិរីលីងខ្លាំង',
    description: 'Bold Robusta from Ratanakiri, roasted dark for strong iced coffee with condensed milk.',
    descriptionKm: 'រ៉ូប៊ូស្តាពីរតនគិរី លីងខ្លាំង សម្រាប់កាហ្វេទឹកដោះគោទឹកកក។',
    sku: 'RRD',
    price: 850,
    stock: 120,
    options: [beanBag(2050), grind],
    top: true,
    sold: 540,
    colours: [espresso, espresso, orange],
  },
  {
    key: 'house-espresso-blend',
    roast: 'medium',
    grinds: everyGrind,
    origin: origin.cambodia,
    category: 103,
    brand: house,
    name: 'House Espresso Blend',
    km: 'កាហ្វេលាយអេស្ប្រេសូ',
    description:
      'Arabica and Robusta blended for a thick crema and chocolate finish; our cafés pour it every day.',
    descriptionKm: 'អារ៉ាប៊ីកា និងរ៉ូប៊ូស្តាលាយគ្នា សម្រាប់ក្រែមាក្រាស់ និងរសជាតិសូកូឡា។ ហាងកាហ្វេយើងប្រើវារៀងរាល់ថ្ងៃ។',
    sku: 'HEB',
    price: 1100,
    stock: 80,
    options: [beanBag(2900), grind],
    top: true,
    sold: 480,
    colours: [crema, espresso, cream],
  },
  {
    key: 'colombia-supremo',
    roast: 'medium',
    grinds: everyGrind,
    origin: origin.colombia,
    category: 101,
    brand: house,
    name: 'Colombia Supremo Arabica',
    km: 'កាហ្វេអារ៉ាប៊ីកាកូឡុំប៊ី',
    description: 'Balanced, sweet and nutty: an everyday Arabica for espresso and filter.',
    descriptionKm: 'រសជាតិមានតុល្យភាព ផ្អែម និងក្លិនគ្រាប់ធញ្ញជាតិ៖ អារ៉ាប៊ីកាប្រចាំថ្ងៃសម្រាប់អេស្ប្រេសូ និងតម្រង។',
    sku: 'COL',
    price: 1600,
    stock: 25,
    options: [beanBag(4000), grind],
    sold: 95,
    colours: [crema, crema, espresso],
  },
  {
    key: 'ethiopia-yirgacheffe',
    roast: 'light',
    grinds: everyGrind,
    origin: origin.ethiopia,
    category: 101,
    brand: house,
    name: 'Ethiopia Yirgacheffe',
    km: 'កាហ្វេអេត្យូពីយៀហ្គាឆេហ្វ',
    description: 'Washed Arabica with jasmine and lemon notes; best as pour-over.',
    descriptionKm: 'អារ៉ាប៊ីកាលាងទឹក មានក្លិនផ្កាម្លិះ និងក្រូចឆ្មា។ ល្អបំផុតសម្រាប់ការចាក់ឆុង។',
    sku: 'ETH',
    price: 1850,
    stock: 18,
    options: [beanBag(4650), grind],
    sold: 60,
    colours: [cream, crema, leaf],
  },
  {
    key: lastFiveProductKey,
    roast: 'medium',
    grinds: ['wholeBean'],
    origin: origin.kirirom,
    category: 101,
    brand: house,
    name: 'Kirirom Reserve Arabica (last lot)',
    km: 'កាហ្វេពិសេសគិរីរម្យ',
    description: 'The last bags of a micro-lot from Kirirom: only five left.',
    descriptionKm: 'ថង់ចុងក្រោយនៃឡូតតូចពីគិរីរម្យ៖ នៅសល់តែប្រាំប៉ុណ្ណោះ។',
    sku: 'KRR',
    price: 2400,
    stock: 5,
    sold: 45,
    colours: [leaf, crema, orange],
  },
  {
    key: outOfStockProductKey,
    roast: 'dark',
    grinds: ['wholeBean'],
    origin: origin.pailin,
    category: 102,
    brand: house,
    name: 'Pailin Peaberry Robusta',
    km: 'កាហ្វេគ្រាប់មូលប៉ៃលិន',
    description: 'Hand-sorted peaberries from Pailin. The season is sold out; back after the next harvest.',
    descriptionKm: 'គ្រាប់មូលរើសដោយដៃពីប៉ៃលិន។ រដូវនេះលក់អស់ហើយ នឹងមានវិញក្រោយការប្រមូលផលបន្ទាប់។',
    sku: 'PPR',
    price: 1300,
    stock: 0,
    options: [beanBag(3200)],
    sold: 130,
    colours: [espresso, crema, leaf],
  },
  {
    key: 'khmer-traditional-ground',
    roast: 'dark',
    grinds: ['filter'],
    origin: origin.cambodia,
    category: 2,
    brand: house,
    name: 'Khmer Traditional Ground Coffee',
    km: 'ម្សៅកាហ្វេខ្មែរបុរាណ',
    description: 'Roasted with butter and a little sugar the Cambodian way, ground for the sock filter.',
    descriptionKm: 'លីងជាមួយប៊ឺ និងស្ករបន្តិចតាមបែបខ្មែរ កិនសម្រាប់ថង់ច្រោះកាហ្វេ។',
    sku: 'KTG',
    price: 650,
    stock: 200,
    options: [
      {
        name: 'Bag size',
        km: 'ទំហំកញ្ចប់',
        values: [
          { value: '500 g', km: '500 ក្រាម', code: '500' },
          { value: '1 kg', km: '1 គីឡូក្រាម', code: '1K', add: 550 },
        ],
      },
    ],
    top: true,
    sold: 720,
    colours: [crema, espresso, orange],
  },
  {
    key: 'iced-coffee-ground',
    roast: 'dark',
    grinds: ['filter'],
    origin: origin.cambodia,
    category: 2,
    brand: house,
    name: 'Iced Coffee Ground Blend',
    km: 'ម្សៅកាហ្វេទឹកកក',
    description: 'A strong, low-acid grind made for iced coffee.',
    descriptionKm: 'ម្សៅកាហ្វេខ្លាំង អាស៊ីតទាប ធ្វើឡើងសម្រាប់កាហ្វេទឹកកក។',
    sku: 'ICG',
    price: 700,
    stock: 90,
    sold: 260,
    colours: [espresso, cream, crema],
  },
  {
    key: 'la-marzocco-linea-mini',
    type: 'espressoMachine',
    origin: origin.italy,
    category: 301,
    brand: 'la-marzocco',
    name: 'La Marzocco Linea Mini',
    km: 'ម៉ាស៊ីនអេស្ប្រេសូ លីនៀ មីនី',
    description: 'Dual-boiler espresso machine for the home or a small café, integrated group.',
    descriptionKm: 'ម៉ាស៊ីនអេស្ប្រេសូពីរឡចំហាយ សម្រាប់ផ្ទះ ឬហាងកាហ្វេតូច។',
    sku: 'LMLM',
    price: 549000,
    stock: 3,
    options: [
      {
        name: 'Colour',
        km: 'ពណ៌',
        values: [
          { value: 'Stainless steel', km: 'ដែកអ៊ីណុក', code: 'SS' },
          { value: 'Black', km: 'ខ្មៅ', code: 'BK', stock: 2 },
        ],
      },
    ],
    top: true,
    sold: 12,
    colours: [steel, ink, orange],
  },
  {
    key: 'rancilio-silvia',
    type: 'espressoMachine',
    origin: origin.italy,
    category: 301,
    brand: 'rancilio',
    name: 'Rancilio Silvia',
    km: 'ម៉ាស៊ីនអេស្ប្រេសូ រ៉ាន់ស៊ីលីអូ',
    description: 'Single-boiler espresso machine with a commercial portafilter.',
    descriptionKm: 'ម៉ាស៊ីនអេស្ប្រេសូឡចំហាយមួយ ជាមួយដៃចាប់កាហ្វេប្រភេទពាណិជ្ជកម្ម។',
    sku: 'RSV',
    price: 98000,
    stock: 7,
    sold: 30,
    colours: [steel, steel, espresso],
  },
  {
    key: 'breville-barista-express',
    type: 'espressoMachine',
    origin: origin.australia,
    category: 301,
    brand: 'breville',
    name: 'Breville Barista Express',
    km: 'ម៉ាស៊ីនអេស្ប្រេសូ ប្រេវីល',
    description: 'Espresso machine with a built-in grinder: bean to cup in under a minute.',
    descriptionKm: 'ម៉ាស៊ីនអេស្ប្រេសូមានម៉ាស៊ីនកិនភ្ជាប់មកជាមួយ៖ ពីគ្រាប់ដល់ពែងក្នុងរយៈពេលតិចជាងមួយនាទី។',
    sku: 'BBE',
    price: 69900,
    stock: 10,
    sold: 44,
    colours: [steel, ink, crema],
  },
  {
    key: 'mazzer-super-jolly',
    type: 'grinder',
    origin: origin.italy,
    category: 302,
    brand: 'mazzer',
    name: 'Mazzer Super Jolly Grinder',
    km: 'ម៉ាស៊ីនកិនកាហ្វេ ម៉ាហ្សឺ',
    description: '64 mm flat burrs, stepless adjustment, built for café volumes.',
    descriptionKm: 'ធ្មេញកិនរាបស្មើ ៦៤ មម កែតម្រូវបានដោយសេរី បង្កើតឡើងសម្រាប់បរិមាណហាងកាហ្វេ។',
    sku: 'MSJ',
    price: 115000,
    stock: 4,
    sold: 21,
    colours: [ink, steel, orange],
  },
  {
    key: 'baratza-encore',
    type: 'grinder',
    origin: origin.usa,
    category: 302,
    brand: 'baratza',
    name: 'Baratza Encore Grinder',
    km: 'ម៉ាស៊ីនកិនកាហ្វេ បារ៉ាត្សា',
    description: 'Conical burr grinder with 40 settings, from espresso to French press.',
    descriptionKm: 'ម៉ាស៊ីនកិនធ្មេញកោណ ៤០ កម្រិត ពីអេស្ប្រេសូដល់ French press។',
    sku: 'BEN',
    price: 17900,
    stock: 15,
    sold: 58,
    colours: [ink, ink, crema],
  },
  {
    key: 'hario-v60-kit',
    type: 'brewer',
    origin: origin.japan,
    category: 303,
    brand: 'hario',
    name: 'Hario V60 Pour-Over Kit',
    km: 'ឈុតចម្រោះកាហ្វេ V60',
    description: 'Dripper, glass server, 100 filters and a scoop.',
    descriptionKm: 'តម្រងចាក់ ក្រឡកែវ ក្រដាសតម្រង ១០០ សន្លឹក និងស្លាបព្រាវាស់។',
    sku: 'HV60',
    price: 3500,
    stock: 30,
    sold: 75,
    colours: [cream, steel, orange],
  },
  {
    key: 'chemex-six-cup',
    type: 'brewer',
    origin: origin.usa,
    category: 303,
    brand: 'chemex',
    name: 'Chemex Six-Cup Coffee Maker',
    km: 'កែវចម្រោះកាហ្វេ ឆេមិច',
    description: 'Hand-blown glass with a wood collar; clean, bright filter coffee.',
    descriptionKm: 'កែវផ្លុំដោយដៃ មានក្រវិលឈើ៖ កាហ្វេតម្រងស្អាត និងភ្លឺថ្លា។',
    sku: 'CHX6',
    price: 5200,
    stock: 12,
    sold: 33,
    colours: [cream, cream, espresso],
  },
  {
    key: 'barista-tamper',
    type: 'tamper',
    category: 401,
    brand: house,
    name: 'Stainless Steel Tamper',
    km: 'ឧបករណ៍សង្កត់កាហ្វេ',
    description: 'Flat base, walnut handle, weighted for an even tamp.',
    descriptionKm: 'បាតរាបស្មើ ដៃកាន់ឈើ Walnut មានទម្ងន់ល្មមសម្រាប់សង្កត់កាហ្វេឲ្យស្មើ។',
    sku: 'TMP',
    price: 2800,
    stock: 20,
    options: [
      {
        name: 'Diameter',
        km: 'អង្កត់ផ្ចិត',
        values: [
          { value: '53 mm', km: '53 មម', code: '53' },
          { value: '58 mm', km: '58 មម', code: '58', add: 200 },
        ],
      },
    ],
    sold: 66,
    colours: [steel, espresso, orange],
  },
  {
    key: 'milk-pitcher',
    type: 'milkPitcher',
    category: 402,
    brand: house,
    name: 'Milk Frothing Pitcher',
    km: 'ពែងចាក់ទឹកដោះគោ',
    description: 'Sharp spout for latte art, measurement lines inside.',
    descriptionKm: 'មាត់ស្រួចសម្រាប់គូរឡាតេ មានខ្សែវាស់នៅខាងក្នុង។',
    sku: 'MPT',
    price: 1500,
    stock: 35,
    options: [
      {
        name: 'Volume',
        km: 'ចំណុះ',
        values: [
          { value: '350 ml', km: '350 មីលីលីត្រ', code: '350' },
          { value: '600 ml', km: '600 មីលីលីត្រ', code: '600', add: 300 },
        ],
      },
    ],
    sold: 90,
    colours: [steel, cream, orange],
  },
  {
    key: 'double-wall-glass',
    type: 'glassware',
    category: 403,
    brand: house,
    name: 'Double-Wall Glass Cup (set of 2)',
    km: 'កែវពីរជាន់',
    description: 'Keeps espresso hot and hands cool; 250 ml.',
    descriptionKm: 'រក្សាអេស្ប្រេសូឲ្យក្តៅ និងដៃឲ្យត្រជាក់ ២៥០ មល។',
    sku: 'DWG',
    price: 1800,
    stock: 50,
    sold: 110,
    colours: [cream, steel, crema],
  },
  {
    key: 'cambodian-jasmine-tea',
    origin: origin.cambodia,
    category: 5,
    brand: house,
    name: 'Cambodian Jasmine Tea',
    km: 'តែម្លិះកម្ពុជា',
    description: 'Green tea scented with fresh jasmine flowers; 200 g tin.',
    descriptionKm: 'តែបៃតងក្រអូបផ្កាម្លិះស្រស់ កំប៉ុង ២០០ ក្រាម។',
    sku: 'CJT',
    price: 900,
    stock: 60,
    sold: 140,
    colours: [leaf, cream, leaf],
  },
  {
    key: 'dark-chocolate-powder',
    category: 5,
    brand: house,
    name: 'Dark Chocolate Powder',
    km: 'ម្សៅសូកូឡាខ្មៅ',
    description: '32 % cocoa for hot chocolate and mochas; 1 kg bag.',
    descriptionKm: 'កាកាវ ៣២ % សម្រាប់សូកូឡាក្តៅ និងម៉ូកា ថង់ ១ គីឡូក្រាម។',
    sku: 'DCP',
    price: 1650,
    stock: 45,
    sold: 85,
    colours: [espresso, espresso, cream],
  },
  {
    key: 'monin-caramel-syrup',
    origin: origin.france,
    category: 6,
    brand: 'monin',
    name: 'Monin Caramel Syrup',
    km: 'ស៊ីរ៉ូការ៉ាមែល',
    description: 'Rich caramel flavour for lattes and frappés; 700 ml bottle.',
    descriptionKm: 'រសជាតិការ៉ាមែលខ្លាំង សម្រាប់ឡាតេ និងហ្វ្រាប់ ដប ៧០០ មល។',
    sku: 'MCS',
    price: 1250,
    stock: 70,
    salePercent: 10,
    sold: 210,
    colours: [orange, crema, espresso],
  },
  {
    key: 'monin-vanilla-syrup',
    origin: origin.france,
    category: 6,
    brand: 'monin',
    name: 'Monin Vanilla Syrup',
    km: 'ស៊ីរ៉ូវ៉ានីឡា',
    description: 'Smooth vanilla for every milk drink; 700 ml bottle.',
    descriptionKm: 'វ៉ានីឡាទន់ សម្រាប់គ្រប់ភេសជ្ជៈទឹកដោះគោ ដប ៧០០ មល។',
    sku: 'MVS',
    price: 1250,
    stock: 65,
    salePercent: 10,
    sold: 190,
    colours: [cream, orange, crema],
  },
  {
    key: 'cafe-starter-package',
    category: packagePromotionCategoryId,
    brand: house,
    name: 'Café Starter Package',
    km: 'កញ្ចប់ចាប់ផ្តើមហាងកាហ្វេ',
    description:
      'Rancilio espresso machine, Mazzer grinder, 10 kg of House Espresso Blend, barista training for two and a monthly check-up for a year.',
    descriptionKm:
      'ម៉ាស៊ីនអេស្ប្រេសូ Rancilio ម៉ាស៊ីនកិន Mazzer កាហ្វេលាយអេស្ប្រេសូ ១០ គីឡូក្រាម វគ្គបណ្តុះបណ្តាលបារីស្តាសម្រាប់ពីរនាក់ និងការត្រួតពិនិត្យប្រចាំខែរយៈពេលមួយឆ្នាំ។',
    sku: 'PKG-CAFE',
    price: 245000,
    stock: 10,
    sold: 6,
    colours: [orange, espresso, cream],
  },
  {
    key: 'coffee-cart-package',
    category: packagePromotionCategoryId,
    brand: house,
    name: 'Coffee Cart Package',
    km: 'កញ្ចប់រទេះកាហ្វេ',
    description:
      'A branded coffee cart, a compact espresso machine, 20 kg of Ratanakiri Robusta and the syrups to start.',
    descriptionKm: 'រទេះកាហ្វេមានម៉ាក ម៉ាស៊ីនអេស្ប្រេសូតូច រ៉ូប៊ូស្តារតនគិរី ២០ គីឡូក្រាម និងស៊ីរ៉ូសម្រាប់ចាប់ផ្តើម។',
    sku: 'PKG-CART',
    price: 189000,
    stock: 10,
    sold: 9,
    colours: [orange, crema, leaf],
  },
  {
    key: 'logo-tote-bag',
    category: 8,
    brand: house,
    name: 'Canvas Tote Bag',
    km: 'កាបូបក្រណាត់',
    description: 'Heavy canvas with our roastery logo; carries two kilos of beans with ease.',
    descriptionKm: 'កាបូបក្រណាត់ក្រាស់ មានស្លាកសញ្ញារោងលីងរបស់យើង ដាក់គ្រាប់កាហ្វេពីរគីឡូបានយ៉ាងងាយ។',
    sku: 'MER-TOTE',
    price: 1200,
    stock: 40,
    merchandise: true,
    sold: 50,
    colours: [cream, orange, espresso],
  },
  {
    key: 'enamel-mug',
    category: 8,
    brand: house,
    name: 'Enamel Camp Mug',
    km: 'ពែងដែកលាបពណ៌',
    description: '350 ml enamel mug, the one from our café counters.',
    descriptionKm: 'កែវអេណាមែល ៣៥០ មល ដូចនៅតុហាងកាហ្វេរបស់យើង។',
    sku: 'MER-MUG',
    price: 950,
    stock: 55,
    merchandise: true,
    sold: 70,
    colours: [cream, espresso, orange],
  },
  {
    key: 'barista-apron',
    category: 8,
    brand: house,
    name: 'Barista Apron',
    km: 'អាវផាយបារីស្តា',
    description: 'Denim apron with leather straps and a pocket for a thermometer.',
    descriptionKm: 'អាវប៉ាក់ក្រណាត់ខោខូវប៊យ ខ្សែស្បែក និងហោប៉ៅសម្រាប់ទែម៉ូម៉ែត្រ។',
    sku: 'MER-APR',
    price: 2900,
    stock: 8,
    options: [
      {
        name: 'Size',
        km: 'ទំហំ',
        values: [
          { value: 'S', km: 'តូច', code: 'S' },
          { value: 'M', km: 'មធ្យម', code: 'M' },
          { value: 'L', km: 'ធំ', code: 'L', stock: 0 },
        ],
      },
    ],
    merchandise: true,
    sold: 25,
    colours: [ink, crema, orange],
  },
];

export const promotions = [
  {
    key: 'mondulkiri-harvest-week',
    title: 'Mondulkiri harvest week',
    title_km: 'សប្តាហ៍ប្រមូលផលមណ្ឌលគិរី',
    description: '15 % off the new Mondulkiri crop while it lasts.',
    description_km: 'បញ្ចុះតម្លៃ 15 % លើកាហ្វេមណ្ឌលគិរីថ្មី។',
    products: ['mondulkiri-arabica-honey'],
    colours: [leaf, orange, cream] as Palette,
  },
  {
    key: 'syrup-season',
    title: 'Syrup season',
    title_km: 'រដូវស៊ីរ៉ូ',
    description: '10 % off Monin caramel and vanilla.',
    description_km: 'បញ្ចុះតម្លៃ 10 % លើស៊ីរ៉ូ Monin។',
    products: ['monin-caramel-syrup', 'monin-vanilla-syrup'],
    colours: [orange, crema, espresso] as Palette,
  },
];

export const homeBanners = [
  {
    key: 'fresh-mondulkiri',
    title: 'Fresh Mondulkiri Arabica, roasted this week',
    title_km: 'កាហ្វេអារ៉ាប៊ីកាមណ្ឌលគិរី លីងថ្មីៗ',
    link: '/promotion/list',
    colours: [leaf, espresso, crema] as Palette,
  },
  {
    key: 'open-a-cafe',
    title: 'Open your café: machine, grinder and beans in one package',
    title_km: 'បើកហាងកាហ្វេ៖ ម៉ាស៊ីន ម៉ាស៊ីនកិន និងកាហ្វេ ក្នុងកញ្ចប់តែមួយ',
    link: `/product/package-promotion/${packagePromotionCategoryId}`,
    colours: [orange, espresso, cream] as Palette,
  },
  {
    key: 'visit-showroom',
    title: 'Try the machines at our showrooms',
    title_km: 'សាកល្បងម៉ាស៊ីននៅបន្ទប់តាំងបង្ហាញរបស់យើង',
    link: '/showroom',
    colours: [ink, steel, orange] as Palette,
  },
];

/** Monday to Saturday at `weekdays`, Sunday closed, unless `except` says otherwise. */
const week = (weekdays: DayHours, except: { sat?: DayHours; sun?: DayHours } = {}): WeeklyHours => [
  except.sun ?? null,
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  except.sat ?? weekdays,
];

export const showrooms = [
  {
    key: 'head-office-bkk1',
    name: 'Head office and showroom, BKK1',
    name_km: 'ការិយាល័យកណ្តាល និងបន្ទប់តាំងបង្ហាញ បឹងកេងកង១',
    address: 'No. 21, Street 294, Boeng Keng Kang 1, Chamkar Mon, Phnom Penh',
    address_km: 'ផ្ទះលេខ ២១ ផ្លូវ ២៩៤ សង្កាត់បឹងកេងកង១ ខណ្ឌចំការមន ភ្នំពេញ',
    phone: '023 900 111',
    weekly_hours: week({ opens: '07:30', closes: '18:00' }, { sat: { opens: '07:30', closes: '12:00' } }),
    description: 'Espresso bar, machine demonstrations and pickup counter.',
    description_km: 'បារអេស្ប្រេសូ ការបង្ហាញម៉ាស៊ីន និងកន្លែងទទួលទំនិញ។',
    latitude: 11.5518,
    longitude: 104.9282,
    is_head_office: true,
    colours: [espresso, orange, cream] as Palette,
  },
  {
    key: 'toul-kork',
    name: 'Toul Kork showroom',
    name_km: 'បន្ទប់តាំងបង្ហាញ ទួលគោក',
    address: 'No. 88, Street 315, Boeng Kak 2, Toul Kork, Phnom Penh',
    address_km: 'ផ្ទះលេខ ៨៨ ផ្លូវ ៣១៥ សង្កាត់បឹងកក់២ ខណ្ឌទួលគោក ភ្នំពេញ',
    phone: '023 900 222',
    weekly_hours: week({ opens: '08:00', closes: '20:00' }, { sun: { opens: '08:00', closes: '20:00' } }),
    description: 'Grinders and brewing gear to try, cupping every Saturday.',
    description_km: 'សាកល្បងម៉ាស៊ីនកិន និងឧបករណ៍ឆុង ការភ្លក់រៀងរាល់ថ្ងៃសៅរ៍។',
    latitude: 11.5776,
    longitude: 104.8997,
    is_head_office: false,
    colours: [crema, espresso, leaf] as Palette,
  },
  {
    key: 'siem-reap',
    name: 'Siem Reap showroom',
    name_km: 'បន្ទប់តាំងបង្ហាញ សៀមរាប',
    address: 'Sivatha Boulevard, Svay Dangkum, Siem Reap',
    address_km: 'មហាវិថីសិវត្ថា សង្កាត់ស្វាយដង្គំ ក្រុងសៀមរាប',
    phone: '063 900 333',
    weekly_hours: week({ opens: '08:00', closes: '18:00' }),
    description: 'Equipment for hotels and restaurants around Angkor.',
    description_km: 'ឧបករណ៍សម្រាប់សណ្ឋាគារ និងភោជនីយដ្ឋាន។',
    latitude: 13.3633,
    longitude: 103.8564,
    is_head_office: false,
    colours: [leaf, cream, orange] as Palette,
  },
];

const productImages = (index: number, product: SeedProduct): SeedImage[] =>
  productPictures(product).map((picture, n) => ({
    key: seedKey(4000 + index * 10 + n, 'product'),
    width: 600,
    height: 600,
    picture,
  }));

const combinations = (options: SeedOption[]): SeedValue[][] =>
  options.reduce<SeedValue[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  );

const roundToFiveCents = (cents: number) => Math.round(cents / 5) * 5;

/** The price rows of one variant: consumer price for 142, partner prices for 143/144; a sale crosses out the regular price. */
const priceRows = (variantId: number, regular: number, salePercent: number | undefined) =>
  [generalCustomerGroupId, businessPartnerGroupId, 144].map((group) => {
    const groupRegular = roundToFiveCents(regular * (partnerRate[group] ?? 1));
    const price = salePercent ? roundToFiveCents(groupRegular * (1 - salePercent / 100)) : groupRegular;
    return {
      variant_id: variantId,
      customer_group_id: group,
      price_cents: price,
      compare_at_cents: salePercent ? groupRegular : null,
    };
  });

const saveImage = async (storage: FileStorage | undefined, image: SeedImage) => {
  if (!storage) return;
  const existing = await storage.open(image.key);
  if (existing) {
    existing.destroy();
    return;
  }
  await storage.save(image.key, await renderPng(drawPicture(image.picture, image.width, image.height)));
};

/**
 * Brands, products (pictures, options, variants, prices), promotions, home banners and showrooms. Names, prices and
 * pictures follow this file on every start, except for products staff have edited in the back office; stock and
 * units sold are only set when a row is first created, so orders keep theirs.
 */
export const seedProducts = async (db: Db, storage?: FileStorage) => {
  const brandIds = new Map<string, number>();
  for (const [index, brand] of brands.entries()) {
    const row = await db
      .insertInto('brands')
      .values({ ...brand, sort: index })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({ name: brand.name, name_km: brand.name_km })
          .where('brands.staff_edited_at', 'is', null),
      )
      .returning('id')
      .executeTakeFirst();
    const id =
      row?.id ??
      (await db.selectFrom('brands').select('id').where('key', '=', brand.key).executeTakeFirstOrThrow()).id;
    brandIds.set(brand.key, id);
  }

  const productIds = new Map<string, number>();
  for (const [index, product] of products.entries()) {
    // A product staff have edited in the back office stays as they left it.
    const edited = await db
      .selectFrom('products')
      .select('id')
      .where('key', '=', product.key)
      .where('staff_edited_at', 'is not', null)
      .executeTakeFirst();
    if (edited) {
      productIds.set(product.key, edited.id);
      continue;
    }
    const created = new Date(Date.UTC(2026, 0, 1 + index));
    const values = {
      category_id: product.category,
      brand_id: product.brand ? (brandIds.get(product.brand) ?? null) : null,
      name: product.name,
      name_km: product.km,
      description: product.description,
      description_km: product.descriptionKm ?? null,
      origin: product.origin?.name ?? null,
      origin_km: product.origin?.km ?? null,
      roast: product.roast ?? null,
      grinds: product.grinds ?? [],
      equipment_type: product.type ?? null,
      is_top_selection: product.top ?? false,
      is_merchandise: product.merchandise ?? false,
      sort: index,
    };
    const { id } = await db
      .insertInto('products')
      .values({
        ...values,
        key: product.key,
        sold_count: product.sold ?? 0,
        created_at: created,
        updated_at: created,
      })
      .onConflict((conflict) => conflict.column('key').doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    productIds.set(product.key, id);

    const images = productImages(index, product);
    await db.deleteFrom('product_images').where('product_id', '=', id).execute();
    await db
      .insertInto('product_images')
      .values(
        images.map((image, sort) => ({ product_id: id, image: image.key, width: 600, height: 600, sort })),
      )
      .execute();
    await Promise.all(images.map((image) => saveImage(storage, image)));

    const valueIds = new Map<SeedValue, number>();
    for (const [optionSort, option] of (product.options ?? []).entries()) {
      const { id: optionId } = await db
        .insertInto('product_options')
        .values({ product_id: id, name: option.name, name_km: option.km, sort: optionSort })
        .onConflict((conflict) =>
          conflict.columns(['product_id', 'name']).doUpdateSet({ name_km: option.km, sort: optionSort }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [valueSort, value] of option.values.entries()) {
        const { id: valueId } = await db
          .insertInto('product_option_values')
          .values({ option_id: optionId, value: value.value, value_km: value.km, sort: valueSort })
          .onConflict((conflict) =>
            conflict.columns(['option_id', 'value']).doUpdateSet({ value_km: value.km, sort: valueSort }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        valueIds.set(value, valueId);
      }
    }

    for (const [variantSort, combination] of combinations(product.options ?? []).entries()) {
      const sku = [product.sku, ...combination.map((value) => value.code)].join('-');
      const stockOverride = combination.find((value) => value.stock !== undefined)?.stock;
      const { id: variantId } = await db
        .insertInto('product_variants')
        .values({ product_id: id, sku, stock: stockOverride ?? product.stock, sort: variantSort })
        .onConflict((conflict) => conflict.column('sku').doUpdateSet({ sort: variantSort }))
        .returning('id')
        .executeTakeFirstOrThrow();
      if (combination.length > 0) {
        await db
          .insertInto('product_variant_values')
          .values(
            combination.map((value) => ({
              variant_id: variantId,
              option_value_id: valueIds.get(value) as number,
            })),
          )
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
      const regular = product.price + combination.reduce((sum, value) => sum + (value.add ?? 0), 0);
      await db
        .insertInto('product_variant_prices')
        .values(priceRows(variantId, regular, product.salePercent))
        .onConflict((conflict) =>
          conflict.columns(['variant_id', 'customer_group_id']).doUpdateSet((eb) => ({
            price_cents: eb.ref('excluded.price_cents'),
            compare_at_cents: eb.ref('excluded.compare_at_cents'),
          })),
        )
        .execute();
    }
  }

  for (const [index, { products: keys, colours, ...promotion }] of promotions.entries()) {
    const image = {
      key: seedKey(5000 + index, 'promotion'),
      width: 960,
      height: 400,
      picture: bannerPicture(promotion.key, colours),
    };
    const values = { ...promotion, image: image.key, sort: index };
    const edited = await db
      .selectFrom('promotions')
      .select('id')
      .where('key', '=', promotion.key)
      .where('staff_edited_at', 'is not', null)
      .executeTakeFirst();
    // A promotion staff have edited in the back office stays as they left it.
    if (edited) continue;
    const { id } = await db
      .insertInto('promotions')
      .values(values)
      .onConflict((conflict) => conflict.column('key').doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('promotion_products')
      .values(keys.map((key) => ({ promotion_id: id, product_id: productIds.get(key) as number })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await saveImage(storage, image);
  }

  for (const [index, { colours, ...banner }] of homeBanners.entries()) {
    const image = {
      key: seedKey(5100 + index, 'slide'),
      width: 1200,
      height: 400,
      picture: bannerPicture(banner.key, colours),
    };
    const values = { ...banner, image: image.key, width: image.width, height: image.height, sort: index };
    await db
      .insertInto('home_banners')
      .values(values)
      // A banner staff have edited stays as staff left it.
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet(values).where('home_banners.staff_edited_at', 'is', null),
      )
      .execute();
    await saveImage(storage, image);
  }

  for (const [index, { colours, ...showroom }] of showrooms.entries()) {
    const image = {
      key: seedKey(5200 + index, 'showroom'),
      width: 800,
      height: 450,
      picture: bannerPicture(showroom.key, colours),
    };
    const values = {
      ...showroom,
      weekly_hours: JSON.stringify(showroom.weekly_hours),
      image: image.key,
      sort: index,
    };
    await db
      .insertInto('showrooms')
      .values(values)
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet(values).where('showrooms.staff_edited_at', 'is', null),
      )
      .execute();
    await saveImage(storage, image);
  }
};
