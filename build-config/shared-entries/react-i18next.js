// What the federation shares as `react-i18next`: the names the portal uses, not the whole library (see
// ../shared-deps.cjs). A remote that needs another adds it here; shared-entries.test.ts checks every import.
export { I18nextProvider, initReactI18next, useTranslation } from '@portal/whole/react-i18next';
