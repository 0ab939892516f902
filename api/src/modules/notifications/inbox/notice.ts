import type { Language } from '../../../platform/message-text';

/** What a notification says: its title and text in one language. */
export type Notice = { title: string; body: string };

/**
 * The columns of a notification written in English and Khmer: `write` gives the notice in the language it is
 * asked for, and each reader then sees their own (see the notification service).
 */
export const inBothLanguages = (write: (language: Language) => Notice) => {
  const english = write('en');
  const khmer = write('km');
  return { title: english.title, body: english.body, title_km: khmer.title, body_km: khmer.body };
};
