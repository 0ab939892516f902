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

/**
 * Without `language`, every language's bundle (the spec's call). With it, only that language's bundle, the
 * default language's text filling any key it lacks; a code the server does not offer, or an empty one, gets the
 * default language. The portal asks for one language: the other's text would only weigh on its first screen.
 */
export const localizeQuerySchema = z.object({ language: z.string().max(16).optional() });
export type LocalizeQuery = z.infer<typeof localizeQuerySchema>;
