import { type BagLabel, beans, coffeeBag, cup, type Roast, roastColour } from './coffee';
import { espressoMachine, grinder, milkPitcher, pourOver, tamper } from './equipment';
import { apron, glassCup, mug, syrupBottle, tin, tote } from './goods';
import { darker, hex, mix, place, type Rgb, svgDocument, text, verticalGradient, wrapWords } from './svg';

export type Palette = readonly [Rgb, Rgb, Rgb];

/** What a picture shows; each is drawn in a 600×600 box from the picture's palette. */
export type Subject =
  | { kind: 'bag'; label: BagLabel }
  | { kind: 'cup'; roast?: Roast }
  | { kind: 'beans'; roast: Roast }
  | { kind: 'espressoMachine'; brand: string; hopper?: boolean }
  | { kind: 'grinder' }
  | { kind: 'tamper' }
  | { kind: 'milkPitcher' }
  | { kind: 'pourOver'; style: 'v60' | 'chemex' }
  | { kind: 'mug' }
  | { kind: 'tote'; words: string }
  | { kind: 'apron' }
  | { kind: 'bottle'; brand: string; flavour: string }
  | { kind: 'tin'; words: string }
  | { kind: 'glass' };

/** A seeded picture: its subjects side by side on a background of the palette, with a title on a banner. */
export type Picture = { subjects: Subject[]; palette: Palette; title?: string };

const drawSubject = (subject: Subject, [main, accent, third]: Palette, defs: string[]) => {
  switch (subject.kind) {
    case 'bag':
      return coffeeBag(subject.label, main, accent);
    case 'cup':
      return cup(mix(main, 0.75), subject.roast);
    case 'beans':
      return beans(subject.roast, 14);
    case 'espressoMachine':
      return espressoMachine(defs, main, accent, subject.brand, subject.hopper);
    case 'grinder':
      return grinder(defs, main, third, roastColour.medium);
    case 'tamper':
      return tamper(defs, accent);
    case 'milkPitcher':
      return milkPitcher(defs, third);
    case 'pourOver':
      return pourOver(defs, subject.style, subject.style === 'v60' ? third : accent, roastColour.medium);
    case 'mug':
      return mug(main, third);
    case 'tote':
      return tote(main, accent, subject.words);
    case 'apron':
      return apron(main, accent);
    case 'bottle':
      return syrupBottle(main, accent, subject.brand, subject.flavour);
    case 'tin':
      return tin(main, accent, subject.words);
    case 'glass':
      return glassCup(roastColour.dark);
  }
};

/** Subjects in a row inside (x, y, width, height): the first one largest, the others a little smaller in front. */
const row = (drawings: string[], x: number, y: number, width: number, height: number) => {
  const count = drawings.length;
  if (count === 0) return '';
  const size = Math.min(height, (width / (1 + (count - 1) * 0.62)) * 1.05);
  const step = count > 1 ? (width - size) / (count - 1) : 0;
  return drawings
    .map((drawing, index) => {
      const scale = index === 0 ? 1 : 0.82;
      const own = size * scale;
      return place(drawing, x + index * step + (size - own) / 2, y + height - own, own);
    })
    .join('');
};

/**
 * The SVG of `picture` at `width`×`height` pixels. Its design space has a shorter side of 600; a wide picture puts
 * the title left of the subjects, a tall one below them; without a title (or square) the subjects stand alone.
 */
export const drawPicture = (picture: Picture, width: number, height: number) => {
  const shorter = Math.min(width, height);
  const [vw, vh] = [Math.round((600 * width) / shorter), Math.round((600 * height) / shorter)];
  const [main, accent, third] = picture.palette;
  const defs: string[] = [];
  const drawings = picture.subjects.map((subject) => drawSubject(subject, picture.palette, defs));
  const titled = Boolean(picture.title) && vw !== vh;
  const backdrop = titled
    ? verticalGradient(darker(main, 0.15), darker(main, 0.45))
    : verticalGradient(mix(third, 0.7), mix(third, 0.35));
  defs.push(backdrop.def);
  const titleColour = hex(mix(accent, 0.92));
  const parts = [`<rect width="${vw}" height="${vh}" fill="${backdrop.fill}"/>`];
  // A soft light behind the subjects, and the counter they stand on.
  parts.push(
    `<ellipse cx="${vw * (titled && vw > vh ? 0.72 : 0.5)}" cy="${vh * 0.45}" rx="${vw * 0.42}" ry="${vh * 0.42}" fill="#fff" opacity="${titled ? 0.08 : 0.35}"/>`,
  );
  parts.push(
    `<rect y="${vh * 0.86}" width="${vw}" height="${vh * 0.14}" fill="${hex(darker(titled ? main : third, 0.2))}" opacity="0.25"/>`,
  );
  if (!titled) {
    parts.push(row(drawings, 20, 10, vw - 40, vh - 20));
  } else if (vw > vh) {
    // Bold text is about 0.62 of its size wide per character.
    const subjectsWidth = Math.min(600 + (drawings.length - 1) * 220, vw * 0.55);
    const size = Math.max(40, Math.min(64, Math.round(vw / 28)));
    const lines = wrapWords(picture.title ?? '', Math.floor((vw - subjectsWidth - 140) / (size * 0.62)), 3);
    parts.push(row(drawings, vw - 40 - subjectsWidth, 20, subjectsWidth, vh - 40));
    parts.push(`<rect x="60" y="${250 - size * 1.6}" width="90" height="10" rx="5" fill="${hex(third)}"/>`);
    parts.push(text(60, 250, lines, { size, fill: titleColour, weight: 700 }));
  } else {
    const lines = wrapWords(picture.title ?? '', Math.floor((vw - 60) / 25), 3);
    parts.push(row(drawings, 40, 20, vw - 80, vh - 320));
    parts.push(text(vw / 2, vh - 250, lines, { size: 40, fill: titleColour, weight: 700, anchor: 'middle' }));
  }
  return svgDocument(width, height, vw, vh, [...new Set(defs)], parts.join(''));
};
