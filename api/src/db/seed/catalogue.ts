import { packagePromotionCategoryId } from '@portal/shared/contract';
import type { FileStorage } from '../../platform/storage';
import type { CategoriesTable, Db, PopupBannersTable } from '../schema';
import { businessPartnerGroupId } from './customer-groups';
import { drawPicture, type Picture } from './pictures/picture';
import { renderPng } from './pictures/render';
import { bannerPicture, categoryPicture } from './pictures/seed-pictures';

type Rgb = readonly [number, number, number];

const espresso: Rgb = [59, 36, 24];
const crema: Rgb = [201, 140, 74];
const cream: Rgb = [243, 231, 214];
const orange: Rgb = [239, 125, 33];
const leaf: Rgb = [74, 110, 64];

/**
 * Seed pictures live in storage under keys of the usual shape, so they are served like any upload. The names end in
 * "drawn": the drawings replaced striped placeholders, and a database seeded before gets them under new keys.
 */
const seedKey = (n: number, name: string) =>
  `seed/00000000-0000-4000-8000-${String(n).padStart(12, '0')}/${name}drawn.png`;

type SeedImage = { key: string; width: number; height: number; picture: Picture };

const categoryImage = (id: number, key: string, colours: [Rgb, Rgb, Rgb]): SeedImage => ({
  key: seedKey(100 + id, 'category'),
  width: 240,
  height: 240,
  picture: categoryPicture(key, colours),
});

type SeedCategory = Omit<CategoriesTable, 'image' | 'is_active' | 'staff_edited_at'> & {
  image: SeedImage | null;
};

const category = (
  id: number,
  parentId: number | null,
  key: string,
  name: string,
  nameKm: string | null,
  sort: number,
  colours?: [Rgb, Rgb, Rgb],
): SeedCategory => ({
  id,
  parent_id: parentId,
  key,
  slug: key,
  name,
  name_km: nameKm,
  sort,
  image: colours ? categoryImage(id, key, colours) : null,
});

/** A coffee supplier's shelves; id 7 is the package-promotion category (spec section 9). */
export const categories: SeedCategory[] = [
  category(1, null, 'coffee-beans', 'Coffee Beans', 'គ្រាប់កាហ្វេ', 1, [espresso, crema, cream]),
  category(101, 1, 'arabica', 'Arabica', 'អារ៉ាប៊ីកា', 1, [crema, espresso, cream]),
  category(102, 1, 'robusta', 'Robusta', 'រ៉ូប៊ូស្តា', 2, [espresso, espresso, crema]),
  category(103, 1, 'house-blends', 'House Blends', 'កាហ្វេលាយ', 3, [crema, crema, espresso]),
  category(104, 1, 'mondulkiri-single-origin', 'Mondulkiri Single Origin', 'កាហ្វេមណ្ឌលគិរីប្រភពតែមួយ', 4, [
    leaf,
    espresso,
    crema,
  ]),
  category(2, null, 'ground-coffee', 'Ground Coffee', 'ម្សៅកាហ្វេ', 2, [crema, espresso, orange]),
  category(3, null, 'coffee-machines', 'Coffee Machines', 'ម៉ាស៊ីនកាហ្វេ', 3, [cream, espresso, orange]),
  category(301, 3, 'espresso-machines', 'Espresso Machines', 'ម៉ាស៊ីនអេស្ប្រេសូ', 1, [cream, crema, espresso]),
  category(302, 3, 'grinders', 'Grinders', 'ម៉ាស៊ីនកិនកាហ្វេ', 2, [espresso, cream, orange]),
  category(303, 3, 'drip-and-filter', 'Drip & Filter', 'ឆុងតម្រក់ និងតម្រង', 3, [cream, leaf, espresso]),
  category(4, null, 'barista-tools', 'Barista Tools & Accessories', 'ឧបករណ៍បារីស្តា', 4, [
    orange,
    espresso,
    cream,
  ]),
  category(401, 4, 'tampers', 'Tampers', 'ឧបករណ៍សង្កត់កាហ្វេ', 1, [espresso, orange, cream]),
  category(402, 4, 'milk-pitchers', 'Milk Pitchers', 'ពែងពពុះទឹកដោះគោ', 2, [cream, orange, espresso]),
  category(403, 4, 'cups-and-glassware', 'Cups & Glassware', 'ពែង និងកែវ', 3, [cream, cream, orange]),
  category(5, null, 'tea-and-chocolate', 'Tea & Chocolate', 'តែ និងសូកូឡា', 5, [leaf, espresso, cream]),
  category(6, null, 'syrups-and-sauces', 'Syrups & Sauces', 'ស៊ីរ៉ូ និងសូស', 6, [orange, crema, espresso]),
  category(packagePromotionCategoryId, null, 'package-promotion', 'Package Promotion', 'កញ្ចប់ប្រូម៉ូសិន', 7, [
    orange,
    orange,
    cream,
  ]),
  category(8, null, 'merchandise', 'Merchandise', 'ទំនិញអនុស្សាវរីយ៍', 8, [espresso, orange, orange]),
];

type SeedBanner = Omit<
  PopupBannersTable,
  'web_image' | 'app_image' | 'is_active' | 'starts_at' | 'ends_at'
> & {
  web: SeedImage;
  app: SeedImage;
};

// No words in the picture: the pop-up shows it alone, and its text would have to be in every language.
const bannerImages = (n: number, colours: [Rgb, Rgb, Rgb]) => {
  const picture = bannerPicture(`popup-${n}`, colours);
  return {
    web: { key: seedKey(200 + n, 'web'), width: 960, height: 320, picture },
    app: { key: seedKey(300 + n, 'app'), width: 480, height: 640, picture },
  };
};

export const popupBanners: SeedBanner[] = (
  [
    {
      id: 1,
      title: 'Mondulkiri harvest: fresh single-origin beans are in',
      web_redirect_link: '/product/category/104',
      show_after_seconds: 0,
      hide_after_seconds: 0,
      customer_group_id: null,
      sort: 1,
      colours: [leaf, espresso, crema],
    },
    {
      id: 2,
      title: 'Espresso machine + 10 kg of house blend: one package price',
      web_redirect_link: `/product/package-promotion/${packagePromotionCategoryId}`,
      show_after_seconds: 5,
      hide_after_seconds: 30,
      customer_group_id: null,
      sort: 2,
      colours: [orange, espresso, cream],
    },
    {
      id: 3,
      title: 'Partner pricing on Robusta this month',
      web_redirect_link: '/promotion/list',
      show_after_seconds: 3,
      hide_after_seconds: 20,
      customer_group_id: businessPartnerGroupId,
      sort: 3,
      colours: [espresso, orange, crema],
    },
  ] as (Omit<SeedBanner, 'web' | 'app'> & { colours: [Rgb, Rgb, Rgb] })[]
).map(({ colours, ...banner }) => ({ ...banner, ...bannerImages(banner.id, colours) }));

const ensureImage = async (storage: FileStorage | undefined, image: SeedImage | null) => {
  if (!storage || !image) return;
  const existing = await storage.open(image.key);
  if (existing) {
    existing.destroy();
    return;
  }
  await storage.save(image.key, await renderPng(drawPicture(image.picture, image.width, image.height)));
};

/** Categories and banners follow this file (names, order, pictures); a switched-off row stays switched off. */
export const seedCatalogue = async (db: Db, storage?: FileStorage) => {
  const parentsFirst = [...categories].sort(
    (a, b) => Number(a.parent_id !== null) - Number(b.parent_id !== null),
  );
  for (const { image, ...row } of parentsFirst) {
    await db
      .insertInto('categories')
      .values({ ...row, image: image?.key ?? null })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet({
            parent_id: row.parent_id,
            key: row.key,
            slug: row.slug,
            name: row.name,
            name_km: row.name_km,
            sort: row.sort,
            image: image?.key ?? null,
          })
          // A category staff have edited in the back office stays as they left it.
          .where('categories.staff_edited_at', 'is', null),
      )
      .execute();
  }
  for (const { web, app, ...row } of popupBanners) {
    const values = { ...row, web_image: web.key, app_image: app.key };
    await db
      .insertInto('popup_banners')
      .values(values)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
      .execute();
  }
  await Promise.all(
    [
      ...categories.map((item) => item.image),
      ...popupBanners.flatMap((banner) => [banner.web, banner.app]),
    ].map((image) => ensureImage(storage, image)),
  );
};
