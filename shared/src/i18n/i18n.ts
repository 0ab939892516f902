import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The portal's one i18next instance, initialised by loadTranslations() with the server's bundles. */
export const i18n = createInstance();
i18n.use(initReactI18next);
