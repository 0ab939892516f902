import { addRecentSearchAtom, recentSearchesAtom, useCategories } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { Group, NativeSelect, TextInput } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Header search: a category (all by default; hidden on phones, where the search page has its own) and a term; it
 * remembers the last five searches (shared with the shop's search page through the session store) and opens
 * /search. The browser's own suggestion list shows the recent searches, so no dropdown code ships.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recent = useAtomValue(recentSearchesAtom);
  const addRecent = useSetAtom(addRecentSearchAtom);
  const { data: categories } = useCategories();
  const [value, setValue] = useState('');
  const [categoryId, setCategoryId] = useState('');

  const search = (key: string) => {
    const term = key.trim();
    if (!term) return;
    addRecent(term);
    setValue('');
    const within = categoryId ? `&categoryId=${categoryId}` : '';
    navigate(`/search?key=${encodeURIComponent(term)}${within}`);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role is what screen readers announce today
    <form
      role="search"
      style={{ flex: 1, maxWidth: 480 }}
      onSubmit={(event) => {
        event.preventDefault();
        search(value);
      }}
    >
      <Group gap={4} wrap="nowrap">
        <NativeSelect
          aria-label={t('searchInCategory')}
          visibleFrom="sm"
          w={150}
          value={categoryId}
          onChange={(event) => setCategoryId(event.currentTarget.value)}
          data={[
            { value: '', label: t('catalogueAllCategories') },
            ...(categories ?? []).map((category) => ({ value: String(category.id), label: category.name })),
          ]}
        />
        <TextInput
          type="search"
          aria-label={t('searchPlaceholder')}
          placeholder={t('searchPlaceholder')}
          list="recent-searches"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
      </Group>
      <datalist id="recent-searches" data-testid="header-recent-searches">
        {recent.map((term) => (
          <option key={term} value={term} />
        ))}
      </datalist>
    </form>
  );
}
