import { NativeSelect, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A server-paged list's filters: changing one goes back to the first page. */
export function useListFilter<Filter extends { offset: number }>(initial: Filter) {
  const [filter, setFilter] = useState(initial);
  const change = (patch: Partial<Filter>) => setFilter((current) => ({ ...current, ...patch, offset: 0 }));
  const setOffset = (offset: number) => setFilter((current) => ({ ...current, offset }));
  return { filter, change, setOffset };
}

/** The search box above a list. */
export function SearchFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={260}
    />
  );
}

/** A choice above a list, whose first option, All (or `allKey`'s text), filters nothing (''). */
export function ChoiceFilter<Value extends string>({
  label,
  value,
  choices,
  onChange,
  allKey = 'adminAll',
}: {
  label: string;
  value: Value | '';
  choices: { value: Value; label: string }[];
  onChange: (value: Value | '') => void;
  allKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={label}
      value={value}
      data={[{ value: '', label: t(allKey) }, ...choices]}
      onChange={(event) => onChange(event.currentTarget.value as Value | '')}
    />
  );
}
