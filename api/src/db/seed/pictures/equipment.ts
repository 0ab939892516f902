import { darker, hex, mix, type Rgb, text, verticalGradient } from './svg';

/** Café equipment, each in a 600×600 box; `defs` collects the gradients a drawing needs. */
type Defs = string[];

const metal = (defs: Defs, colour: Rgb) => {
  const gradient = verticalGradient(mix(colour, 0.45), darker(colour, 0.2));
  defs.push(gradient.def);
  return gradient.fill;
};

/** An espresso machine: body in `colour`, panel in `accent`, a portafilter, gauges and a steam wand; `hopper` adds a grinder on top. */
export const espressoMachine = (defs: Defs, colour: Rgb, accent: Rgb, brand: string, hopper = false) =>
  [
    '<ellipse cx="300" cy="540" rx="230" ry="20" fill="#000" opacity="0.16"/>',
    hopper
      ? `<path d="M340 70 L440 70 L420 170 L360 170 Z" fill="${hex(mix(accent, 0.5))}" opacity="0.85"/><rect x="352" y="168" width="76" height="26" fill="${hex(darker(colour, 0.3))}"/>`
      : '',
    `<rect x="100" y="190" width="400" height="340" rx="18" fill="${metal(defs, colour)}"/>`,
    `<rect x="100" y="190" width="400" height="30" rx="12" fill="${hex(darker(colour, 0.25))}"/>`,
    ...[120, 180, 240, 300, 360, 420].map(
      (x) => `<rect x="${x}" y="170" width="44" height="22" rx="6" fill="#fff" opacity="0.75"/>`,
    ),
    `<rect x="130" y="240" width="340" height="90" rx="10" fill="${hex(accent)}"/>`,
    ...[210, 390].map(
      (x) =>
        `<circle cx="${x}" cy="285" r="32" fill="#f8f9fa" stroke="${hex(darker(colour, 0.3))}" stroke-width="6"/><path d="M${x} 285 L${x + 16} 268" stroke="#c92a2a" stroke-width="4"/>`,
    ),
    text(300, 292, brand, { size: 18, fill: hex(mix(accent, 0.9)), weight: 700, anchor: 'middle' }),
    `<rect x="250" y="330" width="100" height="40" rx="6" fill="${hex(darker(colour, 0.35))}"/>`,
    `<path d="M230 372 L370 372 L360 400 L240 400 Z" fill="${hex(darker(colour, 0.15))}"/>`,
    '<rect x="370" y="378" width="110" height="16" rx="8" fill="#212529"/>',
    `<rect x="250" y="440" width="100" height="70" rx="6" fill="#fff" stroke="${hex(darker(colour, 0.2))}" stroke-width="4"/>`,
    '<rect x="285" y="402" width="10" height="34" fill="#5c3a21" opacity="0.7"/>',
    `<path d="M150 340 L150 460 Q150 480 170 484" stroke="${hex(darker(colour, 0.3))}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    `<rect x="130" y="506" width="340" height="18" rx="4" fill="${hex(darker(colour, 0.4))}"/>`,
  ].join('');

/** A burr grinder: a bean hopper above a body in `colour`, its dial in `accent`, and a doser. */
export const grinder = (defs: Defs, colour: Rgb, accent: Rgb, beans: Rgb) =>
  [
    '<ellipse cx="300" cy="548" rx="160" ry="16" fill="#000" opacity="0.16"/>',
    '<path d="M200 60 L400 60 L350 210 L250 210 Z" fill="#e9ecef" opacity="0.85" stroke="#adb5bd" stroke-width="4"/>',
    ...Array.from(
      { length: 10 },
      (_, n) =>
        `<ellipse cx="${240 + (n % 5) * 30}" cy="${150 + Math.floor(n / 5) * 26}" rx="13" ry="9" fill="${hex(beans)}"/>`,
    ),
    `<rect x="220" y="206" width="160" height="250" rx="16" fill="${metal(defs, colour)}"/>`,
    `<circle cx="300" cy="270" r="38" fill="${hex(accent)}" stroke="${hex(darker(colour, 0.3))}" stroke-width="6"/>`,
    `<path d="M300 270 L300 238" stroke="${hex(mix(accent, 0.9))}" stroke-width="6" stroke-linecap="round"/>`,
    `<rect x="250" y="350" width="100" height="60" rx="8" fill="${hex(darker(colour, 0.3))}"/>`,
    `<path d="M180 456 L420 456 L440 530 L160 530 Z" fill="${hex(darker(colour, 0.2))}"/>`,
    '<rect x="262" y="420" width="76" height="30" rx="4" fill="#212529" opacity="0.8"/>',
  ].join('');

/** A tamper: a steel base under a wooden handle in `colour`. */
export const tamper = (defs: Defs, colour: Rgb) =>
  [
    '<ellipse cx="300" cy="520" rx="150" ry="20" fill="#000" opacity="0.16"/>',
    `<path d="M250 140 C200 140 200 260 250 300 L350 300 C400 260 400 140 350 140 Z" fill="${hex(colour)}"/>`,
    `<path d="M262 160 C240 180 236 240 258 280" stroke="${hex(mix(colour, 0.35))}" stroke-width="8" fill="none" opacity="0.7"/>`,
    `<rect x="270" y="296" width="60" height="90" fill="${metal(defs, [150, 156, 162])}"/>`,
    `<rect x="170" y="380" width="260" height="120" rx="14" fill="${metal(defs, [130, 136, 142])}"/>`,
    '<rect x="170" y="380" width="260" height="22" rx="8" fill="#fff" opacity="0.35"/>',
  ].join('');

/** A milk pitcher in steel with a sharp spout, and a band of `accent`. */
export const milkPitcher = (defs: Defs, accent: Rgb) =>
  [
    '<ellipse cx="290" cy="530" rx="170" ry="20" fill="#000" opacity="0.16"/>',
    '<path d="M400 220 C500 230 500 400 410 420" stroke="#868e96" stroke-width="26" fill="none"/>',
    `<path d="M170 150 L420 150 L460 110 L440 190 L420 500 Q300 530 180 500 Z" fill="${metal(defs, [160, 166, 172])}"/>`,
    '<path d="M200 170 L210 480" stroke="#fff" stroke-width="16" opacity="0.35" stroke-linecap="round"/>',
    `<rect x="176" y="420" width="246" height="26" fill="${hex(accent)}" opacity="0.85"/>`,
    '<ellipse cx="295" cy="152" rx="125" ry="16" fill="#f1f3f5"/>',
  ].join('');

/** Pour-over: a V60 cone on a glass server, or an hourglass Chemex with its wooden collar. */
export const pourOver = (defs: Defs, style: 'v60' | 'chemex', accent: Rgb, coffee: Rgb) =>
  style === 'v60'
    ? [
        '<ellipse cx="300" cy="540" rx="170" ry="18" fill="#000" opacity="0.16"/>',
        `<path d="M180 320 L420 320 Q440 520 300 530 Q160 520 180 320 Z" fill="#e7f5ff" opacity="0.75" stroke="#a5d8ff" stroke-width="4"/>`,
        `<path d="M190 420 Q200 520 300 524 Q400 520 410 420 Z" fill="${hex(coffee)}" opacity="0.85"/>`,
        `<path d="M160 120 L440 120 L330 300 L270 300 Z" fill="${hex(accent)}"/>`,
        `<rect x="240" y="296" width="120" height="24" rx="6" fill="${hex(darker(accent, 0.2))}"/>`,
        '<path d="M190 130 L290 280" stroke="#fff" stroke-width="10" opacity="0.35"/>',
      ].join('')
    : [
        '<ellipse cx="300" cy="548" rx="160" ry="18" fill="#000" opacity="0.16"/>',
        `<path d="M200 60 L400 60 L320 270 L420 520 Q300 548 180 520 L280 270 Z" fill="#e7f5ff" opacity="0.8" stroke="#a5d8ff" stroke-width="4"/>`,
        `<path d="M230 420 L370 420 L410 515 Q300 540 190 515 Z" fill="${hex(coffee)}" opacity="0.85"/>`,
        `<path d="M262 230 L338 230 L330 310 L270 310 Z" fill="${metal(defs, accent)}"/>`,
        '<path d="M300 250 L330 320" stroke="#5c3a21" stroke-width="6"/><circle cx="332" cy="330" r="10" fill="#5c3a21"/>',
      ].join('');
