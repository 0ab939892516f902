import {
  Badge,
  type CSSVariablesResolver,
  createTheme,
  Loader,
  type MantineColorsTuple,
} from '@mantine/core';

// Noto Sans Khmer comes first but carries only Khmer glyphs (its @font-face rules in styles.css are limited to the
// Khmer Unicode range), so Latin text falls through to the platform fonts while every Khmer run — including its
// stacked consonants — is shaped by the one font that has them all. Put after the system fonts, a platform font
// that claims some Khmer code points wins and draws boxes.
const fontFamily =
  "'Noto Sans Khmer', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif, " +
  "'Apple Color Emoji', 'Segoe UI Emoji'";
/** Mantine's monospace fonts, after the same Khmer font: without it, Khmer in code-like text is drawn as boxes. */
const fontFamilyMonospace =
  "'Noto Sans Khmer', ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', 'Courier New', monospace";

/**
 * Mantine's orange with a deeper end: white text on the buttons (shade 8) and orange text on white both reach the
 * 4.5:1 contrast of WCAG AA, which Mantine's own orange 6 (2.6:1) does not.
 */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#d9480f',
  '#c2410c',
  '#9a3412',
];

/** Mantine's green with a deeper end: green 9 text on white (the stock message) reaches 4.5:1 (Mantine's: 4.4:1). */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#37b24d',
  '#2f9e44',
  '#237032',
];

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: 8,
  colors: { orange, green },
  fontFamily,
  fontFamilyMonospace,
  headings: { fontFamily },
  components: {
    // A spinner is announced as a status, which is also what lets it carry an aria-label.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // Mantine cuts a badge's text with an ellipsis; squeezed by a table column, "Active" became "A…".
    Badge: Badge.extend({ styles: { root: { minWidth: 'max-content' } } }),
  },
});

/** Dimmed text one shade darker than Mantine's (gray 6 is 3.3:1 on white): gray 7 keeps WCAG AA's 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: { '--mantine-color-dimmed': current.colors.gray[7] },
  dark: {},
});
