import { createTheme } from '@mantine/core';

// Noto Sans Khmer comes first but carries only Khmer glyphs (its @font-face rules in styles.css are limited to the
// Khmer Unicode range), so Latin text falls through to the platform fonts while every Khmer run — including its
// stacked consonants — is shaped by the one font that has them all. Put after the system fonts, a platform font
// that claims some Khmer code points wins and draws boxes.
const fontFamily =
  "'Noto Sans Khmer', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif, " +
  "'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = createTheme({
  primaryColor: 'orange',
  fontFamily,
  headings: { fontFamily },
});
