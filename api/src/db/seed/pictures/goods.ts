import { darker, hex, mix, type Rgb, text, wrapWords } from './svg';

/** Merchandise and shelf goods, each in a 600×600 box. */

/** An enamel mug in `colour` with a dark rim and the roastery's mark in `accent`. */
export const mug = (colour: Rgb, accent: Rgb) =>
  [
    '<ellipse cx="290" cy="520" rx="180" ry="20" fill="#000" opacity="0.16"/>',
    `<path d="M400 250 C500 250 500 420 400 420" stroke="${hex(colour)}" stroke-width="32" fill="none"/>`,
    `<path d="M400 250 C500 250 500 420 400 420" stroke="${hex(darker(colour, 0.1))}" stroke-width="8" fill="none"/>`,
    `<path d="M150 190 L420 190 L410 490 Q285 520 160 490 Z" fill="${hex(colour)}"/>`,
    `<ellipse cx="285" cy="190" rx="135" ry="22" fill="${hex(darker(colour, 0.55))}"/>`,
    `<ellipse cx="285" cy="192" rx="122" ry="16" fill="${hex(mix(colour, 0.1))}"/>`,
    `<circle cx="285" cy="340" r="62" fill="${hex(accent)}"/>`,
    `<path d="M255 320 C255 370 315 370 315 320 Z" fill="${hex(mix(accent, 0.9))}"/>`,
    `<path d="M275 300 C265 285 290 275 280 258 M298 300 C288 285 313 275 303 258" stroke="${hex(mix(accent, 0.9))}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  ].join('');

/** A canvas tote in `colour` with straps, printed with `words` in `accent`. */
export const tote = (colour: Rgb, accent: Rgb, words: string) =>
  [
    '<ellipse cx="300" cy="540" rx="190" ry="18" fill="#000" opacity="0.14"/>',
    `<path d="M220 220 C220 80 380 80 380 220" stroke="${hex(darker(colour, 0.25))}" stroke-width="22" fill="none"/>`,
    `<path d="M130 210 L470 210 L490 530 L110 530 Z" fill="${hex(colour)}"/>`,
    `<path d="M130 210 L470 210 L472 240 L128 240 Z" fill="${hex(darker(colour, 0.08))}"/>`,
    `<circle cx="300" cy="350" r="70" fill="none" stroke="${hex(accent)}" stroke-width="10"/>`,
    `<ellipse cx="300" cy="350" rx="26" ry="38" fill="${hex(accent)}" transform="rotate(30 300 350)"/>`,
    text(300, 470, wrapWords(words.toUpperCase(), 18, 1), {
      size: 26,
      fill: hex(accent),
      weight: 700,
      anchor: 'middle',
      spacing: 3,
    }),
  ].join('');

/** A denim apron in `colour` with straps in `accent` and a chest pocket. */
export const apron = (colour: Rgb, accent: Rgb) =>
  [
    '<ellipse cx="300" cy="556" rx="170" ry="14" fill="#000" opacity="0.14"/>',
    `<path d="M240 110 C240 40 360 40 360 110" stroke="${hex(accent)}" stroke-width="14" fill="none"/>`,
    `<path d="M230 110 L370 110 L370 230 Q440 240 450 300 L440 550 L160 550 L150 300 Q160 240 230 230 Z" fill="${hex(colour)}"/>`,
    `<path d="M150 300 L60 330 M450 300 L540 330" stroke="${hex(accent)}" stroke-width="14" stroke-linecap="round"/>`,
    `<rect x="250" y="150" width="100" height="70" rx="6" fill="${hex(darker(colour, 0.15))}" stroke="${hex(mix(colour, 0.35))}" stroke-dasharray="8 6" stroke-width="3"/>`,
    '<rect x="318" y="120" width="8" height="60" fill="#ced4da"/>',
    `<rect x="190" y="370" width="220" height="110" rx="8" fill="${hex(darker(colour, 0.12))}" stroke="${hex(mix(colour, 0.35))}" stroke-dasharray="8 6" stroke-width="3"/>`,
  ].join('');

/** A syrup bottle: glass tinted `colour`, a label in `accent` with `flavour` written on it. */
export const syrupBottle = (colour: Rgb, accent: Rgb, brand: string, flavour: string) =>
  [
    '<ellipse cx="300" cy="548" rx="120" ry="16" fill="#000" opacity="0.16"/>',
    '<rect x="270" y="40" width="60" height="40" rx="6" fill="#212529"/>',
    `<path d="M276 80 L324 80 L324 170 Q400 200 400 280 L400 520 Q300 550 200 520 L200 280 Q200 200 276 170 Z" fill="${hex(colour)}" opacity="0.95"/>`,
    '<path d="M222 290 L222 500" stroke="#fff" stroke-width="14" opacity="0.3" stroke-linecap="round"/>',
    `<rect x="212" y="300" width="176" height="160" rx="8" fill="${hex(mix(accent, 0.85))}"/>`,
    text(300, 350, brand.toUpperCase(), {
      size: 24,
      fill: hex(darker(accent, 0.4)),
      weight: 700,
      anchor: 'middle',
      spacing: 2,
    }),
    text(300, 400, wrapWords(flavour, 12, 2), { size: 22, fill: hex(darker(accent, 0.5)), anchor: 'middle' }),
  ].join('');

/** A round tin in `colour` with a paper band in `accent`, for tea or chocolate. */
export const tin = (colour: Rgb, accent: Rgb, words: string) =>
  [
    '<ellipse cx="300" cy="530" rx="170" ry="22" fill="#000" opacity="0.16"/>',
    `<path d="M160 170 L440 170 L440 500 Q300 540 160 500 Z" fill="${hex(colour)}"/>`,
    `<ellipse cx="300" cy="170" rx="140" ry="30" fill="${hex(mix(colour, 0.25))}"/>`,
    `<ellipse cx="300" cy="164" rx="140" ry="30" fill="${hex(darker(colour, 0.1))}"/>`,
    `<path d="M160 270 L440 270 L440 420 Q300 450 160 420 Z" fill="${hex(mix(accent, 0.8))}"/>`,
    ...[220, 380].map(
      (x) =>
        `<path d="M${x} 330 C${x - 30} 300 ${x - 10} 290 ${x} 310 C${x + 10} 290 ${x + 30} 300 ${x} 330" fill="${hex(colour)}"/>`,
    ),
    text(300, 362, wrapWords(words, 14, 2), {
      size: 24,
      fill: hex(darker(colour, 0.35)),
      weight: 700,
      anchor: 'middle',
    }),
  ].join('');

/** A double-wall glass with espresso floating in it. */
export const glassCup = (coffee: Rgb) =>
  [
    '<ellipse cx="300" cy="520" rx="150" ry="18" fill="#000" opacity="0.14"/>',
    '<path d="M170 160 L430 160 Q440 500 300 505 Q160 500 170 160 Z" fill="#e7f5ff" opacity="0.7" stroke="#a5d8ff" stroke-width="5"/>',
    `<path d="M205 300 L395 300 Q395 460 300 462 Q205 460 205 300 Z" fill="${hex(coffee)}"/>`,
    `<ellipse cx="300" cy="300" rx="95" ry="14" fill="${hex(mix(coffee, 0.45))}"/>`,
    '<path d="M195 180 L205 440" stroke="#fff" stroke-width="12" opacity="0.5" stroke-linecap="round"/>',
  ].join('');
