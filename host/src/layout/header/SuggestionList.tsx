import { formatUsd } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { markedParts } from './marked-parts';
import type { SuggestionGroup, SuggestionOption } from './use-search-suggestions';
import './search-suggestions.css';

export const optionId = (listboxId: string, option: SuggestionOption) => `${listboxId}-${option.index}`;

function Marked({ text, term }: { text: string; term: string }) {
  return markedParts(text, term).map((part, at) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name, in order, never reordered
    part.marked ? <mark key={at}>{part.text}</mark> : <span key={at}>{part.text}</span>,
  );
}

/**
 * The search box's listbox (WAI-ARIA combobox pattern): focus stays in the box, which names the active option
 * through aria-activedescendant. A press inside keeps that focus, so a click chooses instead of closing the list.
 */
export function SuggestionList({
  id,
  groups,
  active,
  term,
  onChoose,
}: {
  id: string;
  groups: SuggestionGroup[];
  active: number;
  term: string;
  onChoose: (option: SuggestionOption) => void;
}) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keeps the box's focus; the box handles the keys
    <div className="search-suggestions" onMouseDown={(event) => event.preventDefault()}>
      <div role="listbox" id={id} aria-label={t('searchSuggestions')}>
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox holds groups of options, not fieldsets
          <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
            <div role="presentation" id={`${id}-${group.key}`} className="search-suggestions-label">
              {t(group.labelKey)}
            </div>
            {group.options.map((option) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows, Enter)
              <div
                key={option.key}
                id={optionId(id, option)}
                role="option"
                tabIndex={-1}
                aria-selected={option.index === active}
                className={`search-suggestion search-suggestion-${option.kind}`}
                onClick={() => onChoose(option)}
              >
                {option.kind === 'product' &&
                  (option.image ? (
                    <img src={option.image.url} alt="" width={32} height={32} loading="lazy" />
                  ) : (
                    <span className="search-suggestion-picture" />
                  ))}
                <span className="search-suggestion-name" data-name>
                  {option.kind === 'product' || option.kind === 'category' ? (
                    <Marked text={option.label} term={term} />
                  ) : (
                    option.label
                  )}
                </span>
                {option.kind === 'product' && (
                  <span className="search-suggestion-price">{formatUsd(option.price)}</span>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
