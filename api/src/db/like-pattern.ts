/** `%text%` for ilike, with the pattern characters typed by staff taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;
