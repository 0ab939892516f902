import { createTheme } from '@mantine/core';

// Noto Sans Khmer comes after the Latin system fonts: Latin text keeps the platform look and the browser falls
// back per glyph to the Khmer face, whose @font-face rules (styles.css) are unicode-range limited.
const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, 'Noto Sans Khmer', sans-serif, " +
  "'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = createTheme({
  primaryColor: 'orange',
  fontFamily,
  headings: { fontFamily },
});
