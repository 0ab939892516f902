/** Small SVG helpers the seed's drawings share: colours, escaping, text that wraps. */
export type Rgb = readonly [number, number, number];

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

export const hex = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((c) => clamp(c).toString(16).padStart(2, '0')).join('')}`;

/** `amount` of the way from `colour` towards `to` (white by default). */
export const mix = (colour: Rgb, amount: number, to: Rgb = [255, 255, 255]): Rgb => [
  colour[0] + (to[0] - colour[0]) * amount,
  colour[1] + (to[1] - colour[1]) * amount,
  colour[2] + (to[2] - colour[2]) * amount,
];

export const darker = (colour: Rgb, amount: number) => mix(colour, amount, [0, 0, 0]);

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Words broken into lines of about `maxChars` characters, at most `maxLines` (the last one cut with an ellipsis). */
export const wrapWords = (text: string, maxChars: number, maxLines: number) => {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
};

type TextStyle = {
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
};

/** One or more lines of text, the first baseline at `y`. */
export const text = (x: number, y: number, lines: string | string[], style: TextStyle) => {
  const all = typeof lines === 'string' ? [lines] : lines;
  const spans = all
    .map(
      (line, index) =>
        `<tspan x="${x}" dy="${index === 0 ? 0 : Math.round(style.size * 11.5) / 10}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${style.size}" font-weight="${style.weight ?? 400}" fill="${style.fill}" text-anchor="${style.anchor ?? 'start'}"${style.spacing ? ` letter-spacing="${style.spacing}"` : ''}>${spans}</text>`;
};

/** A drawing made in a `box`×`box` square, placed at (x, y) and scaled to `size`. */
export const place = (drawing: string, x: number, y: number, size: number, box = 600) =>
  `<g transform="translate(${x} ${y}) scale(${size / box})">${drawing}</g>`;

/** A vertical linear gradient definition and the `url(#…)` that paints with it (named by its colours, so a drawing is the same text every time). */
export const verticalGradient = (top: Rgb, bottom: Rgb) => {
  const id = `g${hex(top).slice(1)}${hex(bottom).slice(1)}`;
  return {
    def: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(top)}"/><stop offset="1" stop-color="${hex(bottom)}"/></linearGradient>`,
    fill: `url(#${id})`,
  };
};

export const svgDocument = (
  width: number,
  height: number,
  viewWidth: number,
  viewHeight: number,
  defs: string[],
  body: string,
) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}">${
    defs.length ? `<defs>${defs.join('')}</defs>` : ''
  }${body}</svg>`;
