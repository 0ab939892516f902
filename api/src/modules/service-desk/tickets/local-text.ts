/** The English text, or the Khmer one for a Khmer client when there is one. */
export const local = (english: string, khmer: string | null, language: string) =>
  language === 'km' && khmer ? khmer : english;
