import { addRecentSearchAtom, recentSearchesAtom } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { TextInput } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Header search: remembers the last five searches (shared with the shop's search page through the session store)
 * and opens /search. The browser's own suggestion list shows the recent searches, so no dropdown code ships.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recent = useAtomValue(recentSearchesAtom);
  const addRecent = useSetAtom(addRecentSearchAtom);
  const [value, setValue] = useState('');

  const search = (key: string) => {
    const term = key.trim();
    if (!term) return;
    addRecent(term);
    setValue('');
    navigate(`/search?key=${encodeURIComponent(term)}`);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role is what screen readers announce today
    <form
      role="search"
      style={{ flex: 1, maxWidth: 420 }}
      onSubmit={(event) => {
        event.preventDefault();
        search(value);
      }}
    >
      <TextInput
        type="search"
        aria-label={t('searchPlaceholder')}
        placeholder={t('searchPlaceholder')}
        list="recent-searches"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <datalist id="recent-searches" data-testid="header-recent-searches">
        {recent.map((term) => (
          <option key={term} value={term} />
        ))}
      </datalist>
    </form>
  );
}
