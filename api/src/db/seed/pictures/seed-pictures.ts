import type { Roast } from './coffee';
import type { Palette, Picture, Subject } from './picture';

/** What each seeded row's pictures show; the colours and words come from the row itself. */

type Coffee = { origin: string; roast: Roast; ground?: boolean };

/** The coffees the seed sells: where each grew and how dark it is roasted (printed on the bag's label). */
const coffees: Record<string, Coffee> = {
  'mondulkiri-arabica-honey': { origin: 'Mondulkiri, Cambodia', roast: 'light' },
  'ratanakiri-robusta-dark': { origin: 'Ratanakiri, Cambodia', roast: 'dark' },
  'house-espresso-blend': { origin: 'Arabica & Robusta', roast: 'medium' },
  'colombia-supremo': { origin: 'Huila, Colombia', roast: 'medium' },
  'ethiopia-yirgacheffe': { origin: 'Yirgacheffe, Ethiopia', roast: 'light' },
  'last-five-test-beans': { origin: 'Kirirom, Cambodia', roast: 'medium' },
  'pailin-peaberry-robusta': { origin: 'Pailin, Cambodia', roast: 'dark' },
  'khmer-traditional-ground': { origin: 'Kampong Cham, Cambodia', roast: 'dark', ground: true },
  'iced-coffee-ground': { origin: 'Ratanakiri, Cambodia', roast: 'dark', ground: true },
};

const machine = (brand: string, hopper = false): Subject => ({ kind: 'espressoMachine', brand, hopper });
const bag = (name: string, origin: string, roast?: Roast, ground?: boolean): Subject => ({
  kind: 'bag',
  label: { name, origin, ...(roast ? { roast } : {}), ...(ground ? { ground } : {}) },
});

const equipment: Record<string, Subject[]> = {
  'la-marzocco-linea-mini': [machine('La Marzocco')],
  'rancilio-silvia': [machine('Rancilio')],
  'breville-barista-express': [machine('Breville', true)],
  'mazzer-super-jolly': [{ kind: 'grinder' }],
  'baratza-encore': [{ kind: 'grinder' }],
  'hario-v60-kit': [{ kind: 'pourOver', style: 'v60' }],
  'chemex-six-cup': [{ kind: 'pourOver', style: 'chemex' }],
  'barista-tamper': [{ kind: 'tamper' }],
  'milk-pitcher': [{ kind: 'milkPitcher' }],
  'double-wall-glass': [{ kind: 'glass' }],
  'cambodian-jasmine-tea': [{ kind: 'tin', words: 'Jasmine Tea' }],
  'dark-chocolate-powder': [bag('Dark Chocolate Powder', 'Cocoa 32 %')],
  'monin-caramel-syrup': [{ kind: 'bottle', brand: 'Monin', flavour: 'Caramel' }],
  'monin-vanilla-syrup': [{ kind: 'bottle', brand: 'Monin', flavour: 'Vanilla' }],
  'cafe-starter-package': [
    machine('Rancilio'),
    { kind: 'grinder' },
    bag('House Espresso Blend', 'Arabica & Robusta', 'medium'),
  ],
  'coffee-cart-package': [machine('Coffee Cart'), bag('Ratanakiri Robusta', 'Ratanakiri, Cambodia', 'dark')],
  'logo-tote-bag': [{ kind: 'tote', words: 'Coffee Portal' }],
  'enamel-mug': [{ kind: 'mug' }],
  'barista-apron': [{ kind: 'apron' }],
};

type ProductRow = { key: string; name: string; colours: Palette };

/**
 * A product's two pictures: the product itself, then the product in use (a cup of that coffee and its beans, a
 * machine with a fresh cup) on the palette's second colour.
 */
export const productPictures = ({ key, name, colours }: ProductRow): [Picture, Picture] => {
  const coffee = coffees[key];
  const subjects = coffee
    ? [bag(name, coffee.origin, coffee.roast, coffee.ground)]
    : (equipment[key] ?? [{ kind: 'cup' } as Subject]);
  const roast = coffee?.roast ?? 'medium';
  const second: Subject[] = coffee
    ? [
        { kind: 'cup', roast },
        { kind: 'beans', roast },
      ]
    : [subjects[0] as Subject, { kind: 'cup', roast }];
  return [
    { subjects, palette: colours },
    { subjects: second, palette: [colours[0], colours[1], colours[1]] },
  ];
};

const categorySubjects: Record<string, Subject[]> = {
  'coffee-beans': [bag('Coffee Beans', 'Cambodia', 'medium'), { kind: 'beans', roast: 'medium' }],
  arabica: [bag('Arabica', 'Mondulkiri', 'light')],
  robusta: [bag('Robusta', 'Ratanakiri', 'dark')],
  'house-blends': [bag('House Blend', 'Arabica & Robusta', 'medium')],
  'mondulkiri-single-origin': [bag('Mondulkiri', 'Single origin', 'light')],
  'ground-coffee': [bag('Ground Coffee', 'Cambodia', 'dark', true)],
  'coffee-machines': [machine('Espresso'), { kind: 'grinder' }],
  'espresso-machines': [machine('Espresso')],
  grinders: [{ kind: 'grinder' }],
  'drip-and-filter': [
    { kind: 'pourOver', style: 'v60' },
    { kind: 'pourOver', style: 'chemex' },
  ],
  'barista-tools': [{ kind: 'tamper' }, { kind: 'milkPitcher' }],
  tampers: [{ kind: 'tamper' }],
  'milk-pitchers': [{ kind: 'milkPitcher' }],
  'cups-and-glassware': [{ kind: 'cup' }, { kind: 'glass' }],
  'tea-and-chocolate': [{ kind: 'tin', words: 'Tea' }, bag('Chocolate', 'Cocoa')],
  'syrups-and-sauces': [{ kind: 'bottle', brand: 'Syrup', flavour: 'Caramel' }],
  'package-promotion': [machine('Package'), bag('Espresso', 'House blend', 'medium')],
  merchandise: [{ kind: 'mug' }, { kind: 'tote', words: 'Coffee Portal' }],
};

export const categoryPicture = (key: string, colours: Palette): Picture => ({
  subjects: categorySubjects[key] ?? [{ kind: 'cup' }],
  palette: colours,
});

/** What a banner, promotion or showroom shows beside its title, by the row's key. */
const bannerSubjects: Record<string, Subject[]> = {
  'fresh-mondulkiri': [
    bag('Mondulkiri Arabica', 'Mondulkiri, Cambodia', 'light'),
    { kind: 'cup', roast: 'light' },
  ],
  'open-a-cafe': [machine('Café'), { kind: 'grinder' }, bag('House Espresso', 'Arabica & Robusta', 'medium')],
  'visit-showroom': [machine('Showroom'), { kind: 'cup', roast: 'medium' }],
  'mondulkiri-harvest-week': [
    bag('Mondulkiri Honey', 'Mondulkiri, Cambodia', 'light'),
    { kind: 'beans', roast: 'light' },
  ],
  'syrup-season': [
    { kind: 'bottle', brand: 'Monin', flavour: 'Caramel' },
    { kind: 'bottle', brand: 'Monin', flavour: 'Vanilla' },
  ],
  'popup-1': [bag('Mondulkiri', 'Single origin', 'light'), { kind: 'beans', roast: 'light' }],
  'popup-2': [machine('Package'), bag('House Blend', '10 kg', 'medium')],
  'popup-3': [bag('Robusta', 'Partner price', 'dark'), { kind: 'cup', roast: 'dark' }],
};

/** A banner's picture; the seed gives none a title (words in a picture would have to be in every language). */
export const bannerPicture = (key: string, colours: Palette, title?: string): Picture => ({
  subjects: bannerSubjects[key] ?? [machine('Espresso'), { kind: 'cup' }],
  palette: colours,
  ...(title ? { title } : {}),
});
