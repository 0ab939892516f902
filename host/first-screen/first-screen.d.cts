export type Read = (apiPath: string) => Promise<unknown>;
export function drawFirstScreen(url: string, read: Read): Promise<string>;
export function chosenLanguage(cookieHeader: string | undefined): string;
export function pageLanguage(url: string, cookieHeader: string | undefined): string;
export function localeOf(language: string): 'km-KH' | 'en-US';
/** The `sizes` of the product's main picture, a product card and the home banner, as the shop gives them. */
export const pictureSizes: { gallery: string; card: string; banner: string };
