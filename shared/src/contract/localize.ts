import { z } from 'zod';

/** One interface language; the list is data, so adding a language is a seed change, not a code change. */
export const languageSchema = z.object({
  code: z.string().min(2),
  /** Sent as Accept-Language, e.g. en-US, km-KH. */
  locale: z.string().min(2),
  /** The language's own name, e.g. English, ខ្មែរ. */
  name: z.string().min(1),
});
export type Language = z.infer<typeof languageSchema>;

export const translationBundleSchema = z.record(z.string(), z.string());
export type TranslationBundle = z.infer<typeof translationBundleSchema>;

export const localizeSchema = z.object({
  defaultLanguage: z.string(),
  languages: z.array(languageSchema).min(1),
  translations: z.record(z.string(), translationBundleSchema),
});
export type Localize = z.infer<typeof localizeSchema>;
