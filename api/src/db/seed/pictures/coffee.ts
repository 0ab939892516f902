import { darker, hex, mix, type Rgb, text, wrapWords } from './svg';

/** Drawings of coffee itself, each in a 600×600 box: the bag with its label, a cup, loose beans. */
export type Roast = 'light' | 'medium' | 'dark';

/** The colour of a bean at each roast, and how many of the label's three beans are filled. */
export const roastColour: Record<Roast, Rgb> = {
  light: [176, 112, 58],
  medium: [118, 72, 40],
  dark: [52, 31, 20],
};
const roastLevel: Record<Roast, number> = { light: 1, medium: 2, dark: 3 };

const bean = (x: number, y: number, size: number, angle: number, colour: Rgb) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><ellipse rx="${size}" ry="${size * 0.72}" fill="${hex(colour)}"/><path d="M${-size * 0.8} ${size * 0.1} C${-size * 0.3} ${-size * 0.35} ${size * 0.3} ${size * 0.35} ${size * 0.8} ${-size * 0.1}" stroke="${hex(darker(colour, 0.45))}" stroke-width="${size * 0.16}" fill="none" stroke-linecap="round"/><ellipse cx="${-size * 0.3}" cy="${-size * 0.32}" rx="${size * 0.32}" ry="${size * 0.14}" fill="#fff" opacity="0.18"/></g>`;

/** Loose beans scattered over the lower part of the box, always in the same places for the same `count`. */
export const beans = (roast: Roast, count = 9) => {
  const colour = roastColour[roast];
  return Array.from({ length: count }, (_, n) => {
    const x = 70 + ((n * 137) % 460);
    const y = 470 + ((n * 53) % 90);
    return bean(x, y, 20 + (n % 3) * 3, (n * 71) % 180, mix(colour, (n % 4) * 0.05, [0, 0, 0]));
  }).join('');
};

export type BagLabel = {
  /** The product's name, wrapped on the label. */
  name: string;
  /** Where the coffee grew ("Mondulkiri, Cambodia"); empty for a blend without one. */
  origin: string;
  roast?: Roast;
  /** Ground rather than whole beans. */
  ground?: boolean;
};

/** A stand-up bag in `colour` with a label in `accent`: the roaster's name, the coffee's name, origin and roast. */
export const coffeeBag = (label: BagLabel, colour: Rgb, accent: Rgb) => {
  const side = hex(darker(colour, 0.25));
  const body = hex(colour);
  const paper: Rgb = mix(accent, 0.88);
  const ink = hex(darker(accent, 0.55));
  const nameLines = wrapWords(label.name, 16, 3);
  const roast = label.roast;
  const meter = roast
    ? Array.from({ length: 3 }, (_, n) =>
        bean(266 + n * 34, 426, 12, 30, n < roastLevel[roast] ? roastColour[roast] : mix(accent, 0.6)),
      ).join('') +
      text(300, 466, `${roast.toUpperCase()} ROAST`, {
        size: 15,
        fill: ink,
        weight: 700,
        anchor: 'middle',
        spacing: 1,
      })
    : '';
  return [
    '<ellipse cx="300" cy="548" rx="170" ry="18" fill="#000" opacity="0.16"/>',
    `<path d="M168 130 L432 130 L446 520 Q300 548 154 520 Z" fill="${body}"/>`,
    `<path d="M168 130 L196 130 L184 530 Q166 526 154 520 Z" fill="${side}" opacity="0.6"/>`,
    `<path d="M404 130 L432 130 L446 520 Q432 526 418 530 Z" fill="${side}" opacity="0.6"/>`,
    `<rect x="160" y="92" width="280" height="46" rx="6" fill="${hex(darker(colour, 0.15))}"/>`,
    ...Array.from(
      { length: 13 },
      (_, n) => `<rect x="${170 + n * 20}" y="96" width="6" height="38" fill="${side}" opacity="0.5"/>`,
    ),
    `<circle cx="300" cy="176" r="14" fill="${side}"/><circle cx="300" cy="176" r="6" fill="${hex(mix(colour, 0.3))}"/>`,
    `<rect x="200" y="206" width="200" height="276" rx="10" fill="${hex(paper)}"/>`,
    `<rect x="200" y="206" width="200" height="34" rx="10" fill="${hex(accent)}"/>`,
    text(300, 229, 'COFFEE PORTAL', {
      size: 15,
      fill: hex(mix(accent, 0.92)),
      weight: 700,
      anchor: 'middle',
      spacing: 2,
    }),
    text(300, 276, nameLines, { size: 22, fill: ink, weight: 700, anchor: 'middle' }),
    label.origin ? text(300, 376, label.origin, { size: 15, fill: ink, anchor: 'middle' }) : '',
    label.ground ? text(300, 398, 'GROUND', { size: 13, fill: ink, anchor: 'middle', spacing: 2 }) : '',
    meter,
  ].join('');
};

/** A cup of coffee on its saucer, with crema of `roast` and a wisp of steam; the cup in `colour`. */
export const cup = (colour: Rgb, roast: Roast = 'medium') => {
  const coffee = roastColour[roast];
  return [
    '<ellipse cx="300" cy="520" rx="200" ry="26" fill="#000" opacity="0.15"/>',
    `<ellipse cx="300" cy="496" rx="190" ry="40" fill="${hex(darker(colour, 0.12))}"/>`,
    `<ellipse cx="300" cy="488" rx="190" ry="36" fill="${hex(mix(colour, 0.2))}"/>`,
    `<path d="M410 330 C500 330 500 440 400 440" stroke="${hex(colour)}" stroke-width="26" fill="none"/>`,
    `<path d="M160 300 L440 300 Q430 470 300 480 Q170 470 160 300 Z" fill="${hex(colour)}"/>`,
    `<path d="M160 300 Q170 470 300 480 Q230 440 214 300 Z" fill="${hex(darker(colour, 0.12))}" opacity="0.6"/>`,
    `<ellipse cx="300" cy="300" rx="140" ry="30" fill="${hex(darker(colour, 0.08))}"/>`,
    `<ellipse cx="300" cy="304" rx="124" ry="22" fill="${hex(mix(coffee, 0.35))}"/>`,
    `<ellipse cx="300" cy="306" rx="70" ry="11" fill="${hex(mix(coffee, 0.6))}" opacity="0.8"/>`,
    '<path d="M260 250 C240 210 290 190 268 140 M320 250 C300 205 350 185 330 130" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.55"/>',
  ].join('');
};
