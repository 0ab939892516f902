import { addRecentSearchAtom, clearRecentSearchesAtom, useCategories } from '@portal/shared';
import { useLocation, useNavigate } from '@portal/shared/router';
import { Box, Group, NativeSelect, TextInput } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionId, SuggestionList } from './SuggestionList';
import { type SuggestionOption, useSearchSuggestions } from './use-search-suggestions';

/**
 * Header search: a category (all by default; hidden on phones, where the search page has its own) and a term. While
 * typing it suggests products and categories; the empty box offers the last five searches (shared with the shop's
 * search page through the session store). Enter opens the active suggestion, or /search with none; on /search the box
 * shows the words searched for. The combobox is
 * written out (WAI-ARIA's pattern) rather than Mantine's Combobox, whose floating-ui would join the first screen.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addRecent = useSetAtom(addRecentSearchAtom);
  const clearRecent = useSetAtom(clearRecentSearchesAtom);
  const { data: categories } = useCategories();
  const { pathname, search: query } = useLocation();
  const searchedFor = pathname === '/search' ? (new URLSearchParams(query).get('key') ?? '') : '';
  const [value, setValue] = useState(searchedFor);
  useEffect(() => setValue(searchedFor), [searchedFor]);
  const [categoryId, setCategoryId] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listboxId = useId();
  const { term, groups, options } = useSearchSuggestions(value, open, t('clearRecentSearches'));
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const search = (key: string) => {
    const typed = key.trim();
    if (!typed) return;
    close();
    addRecent(typed);
    const within = categoryId ? `&categoryId=${categoryId}` : '';
    navigate(`/search?key=${encodeURIComponent(typed)}${within}`);
  };

  const choose = (option: SuggestionOption) => {
    if (option.kind === 'recent') return search(option.label);
    if (option.kind === 'clearRecent') {
      clearRecent();
      return setActive(-1);
    }
    close();
    setValue('');
    navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const count = options.length;
      if (count === 0) return;
      const down = event.key === 'ArrowDown';
      setActive((current) => {
        if (current < 0 || current >= count) return down ? 0 : count - 1;
        return (current + (down ? 1 : count - 1)) % count;
      });
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && expanded) {
      // Left to the browser, Escape would also empty a search box.
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close();
    }
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
        <Box pos="relative" style={{ flex: 1 }}>
          <TextInput
            type="search"
            role="combobox"
            aria-label={t('searchPlaceholder')}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeOption ? optionId(listboxId, activeOption) : undefined}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={close}
            onKeyDown={onKeyDown}
          />
          {expanded && (
            <SuggestionList id={listboxId} groups={groups} active={active} term={term} onChoose={choose} />
          )}
        </Box>
      </Group>
    </form>
  );
}
