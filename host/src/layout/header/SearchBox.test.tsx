import { beforeEach, describe, expect, it } from '@jest/globals';
import { addRecentSearchAtom, clearRecentSearchesAtom, portalStore, queryClient } from '@portal/shared';
import type { SearchSuggestions } from '@portal/shared/contract';
import { BrowserRouter } from '@portal/shared/router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { AppProviders } from '../../../../shared/src/components/AppProviders';
import { localizeHandler } from '../../../../shared/test/localize';
import { mockApi, ok } from '../../../../shared/test/mock-api';
import { SearchBox } from './SearchBox';

const text = {
  searchPlaceholder: 'Search coffee, equipment and more',
  searchInCategory: 'Search in',
  catalogueAllCategories: 'All categories',
  recentSearches: 'Recent searches',
  clearRecentSearches: 'Clear recent searches',
  searchSuggestions: 'Suggestions',
  searchSuggestedProducts: 'Products',
  searchSuggestedCategories: 'Categories',
};

const image = { url: '/files/mond.png', width: 64, height: 64 };
const answers: Record<string, SearchSuggestions> = {
  mo: { products: [{ id: 1, name: 'Mocha Pot', image: null, price: 900 }], categories: [] },
  mon: { products: [{ id: 2, name: 'Monin Syrup', image: null, price: 1250 }], categories: [] },
  mond: {
    products: [{ id: 11, name: 'Mondulkiri Arabica Honey Process', image, price: 1450 }],
    categories: [{ id: 104, name: 'Mondulkiri Single Origin' }],
  },
};

let asked: string[] = [];
/** How long the server holds the answer to each term, in ms. */
let delays: Record<string, number> = {};

mockApi(
  localizeHandler(text),
  http.get('/client/category', () => ok([])),
  http.get('/client/search/suggest', async ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    asked.push(q);
    await delay(delays[q] ?? 0);
    return ok(answers[q] ?? { products: [], categories: [] });
  }),
  http.all('/client/*', () =>
    HttpResponse.json(
      { statusCode: 404, code: 4040, error: 'Not Found', message: 'resourceNotFound' },
      { status: 404 },
    ),
  ),
);
let user: UserEvent;
beforeEach(() => {
  asked = [];
  delays = {};
  queryClient.clear();
  portalStore.set(clearRecentSearchesAtom);
  window.history.pushState({}, '', '/');
  user = userEvent.setup();
});

const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: text.searchPlaceholder });
const listbox = () => screen.queryByRole('listbox');
/** The suggestions (the category select's options are not among them). */
const options = () => {
  const list = listbox();
  return list ? within(list).getAllByRole('option') : [];
};
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
/** A key pressed in the box; an Enter nothing handled submits the form, as a browser does. */
const press = (key: string) => user.keyboard(`{${key}}`);
/** Replaces what the box holds with `term`, typed. */
const retype = async (term: string) => {
  await user.clear(box());
  if (term) await user.type(box(), term);
};

async function renderBox() {
  render(
    <AppProviders>
      <BrowserRouter>
        <SearchBox />
      </BrowserRouter>
    </AppProviders>,
  );
  await user.click(await screen.findByRole('combobox', { name: text.searchPlaceholder }));
}

const typeAndWait = async (term: string) => {
  await retype(term);
  await waitFor(() => expect(options().length).toBeGreaterThan(0));
};

describe('the header search box suggestions', () => {
  it('asks nothing under two characters, and once for a quickly typed word', async () => {
    await renderBox();
    await user.type(box(), 'm');
    await sleep(400);
    expect(asked).toEqual([]);
    expect(listbox()).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    // 'mo', 'mon', 'mond' in quick succession.
    await user.type(box(), 'ond');
    await waitFor(() => expect(options()).toHaveLength(2));
    await sleep(300);
    expect(asked).toEqual(['mond']);
  });

  it('lists products (with a picture and price) and categories under their labels, the typed part marked', async () => {
    await renderBox();
    await typeAndWait('mond');
    const list = listbox() as HTMLElement;
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    const groups = within(list).getAllByRole('group');
    expect(groups).toHaveLength(2);
    expect(groups[0]).toHaveAccessibleName('Products');
    expect(groups[1]).toHaveAccessibleName('Categories');
    const [product, category] = options();
    expect(product?.textContent).toContain('Mondulkiri Arabica Honey Process');
    expect(product?.textContent).toContain('$14.50');
    expect(product?.querySelector('img')?.getAttribute('src')).toBe(image.url);
    expect([...list.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Mond', 'Mond']);
    expect(category?.textContent).toBe('Mondulkiri Single Origin');
    expect(product?.querySelector('[data-name]')?.textContent).toBe('Mondulkiri Arabica Honey Process');
  });

  it('moves the active option with the arrows, wrapping round', async () => {
    await renderBox();
    await typeAndWait('mond');
    const [product, category] = options();
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await press('ArrowDown');
    expect(box()).toHaveAttribute('aria-activedescendant', product?.id);
    expect(product).toHaveAttribute('aria-selected', 'true');
    await press('ArrowDown');
    expect(box()).toHaveAttribute('aria-activedescendant', category?.id);
    expect(product).toHaveAttribute('aria-selected', 'false');
    await press('ArrowDown');
    expect(box()).toHaveAttribute('aria-activedescendant', product?.id);
    await press('ArrowUp');
    expect(box()).toHaveAttribute('aria-activedescendant', category?.id);
  });

  it('opens the active suggestion on Enter', async () => {
    await renderBox();
    await typeAndWait('mond');
    await press('ArrowDown');
    await press('Enter');
    expect(window.location.pathname).toBe('/product/11');
    expect(listbox()).toBeNull();

    await typeAndWait('mond');
    await press('ArrowDown');
    await press('ArrowDown');
    await press('Enter');
    expect(window.location.pathname).toBe('/product/category/104');
  });

  it('opens a suggestion on a click', async () => {
    await renderBox();
    await typeAndWait('mond');
    await user.click(options()[1] as HTMLElement);
    expect(window.location.pathname).toBe('/product/category/104');
  });

  it('submits the search to the results page on Enter with no suggestion active', async () => {
    await renderBox();
    await typeAndWait('mond');
    await press('Enter');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search?key=mond');
  });

  it('shows the words searched for on the results page, and empties once the visitor leaves it', async () => {
    window.history.pushState({}, '', '/search?key=arabica%20honey');
    await renderBox();
    expect(box().value).toBe('arabica honey');

    await retype('mond');
    await press('Escape');
    await press('Enter');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search?key=mond');
    await waitFor(() => expect(box().value).toBe('mond'));

    await typeAndWait('mo');
    await user.click(options()[0] as HTMLElement);
    expect(window.location.pathname).toBe('/product/1');
    await waitFor(() => expect(box().value).toBe(''));
  });

  it('closes on Escape and on Tab, keeping what was typed', async () => {
    await renderBox();
    await typeAndWait('mond');
    await press('ArrowDown');
    await press('Escape');
    expect(listbox()).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box().value).toBe('mond');
    await press('ArrowDown');
    expect(listbox()).not.toBeNull();
    await press('Tab');
    expect(listbox()).toBeNull();
  });

  it('shows the latest five recent searches when the empty box gets focus, and clears them', async () => {
    for (const term of ['latte', 'mocha', 'beans', 'grinder', 'tamper', 'kettle']) {
      portalStore.set(addRecentSearchAtom, term);
    }
    await renderBox();
    await waitFor(() => expect(listbox()).not.toBeNull());
    expect(within(listbox() as HTMLElement).getByRole('group')).toHaveAccessibleName('Recent searches');
    expect(options().map((option) => option.textContent)).toEqual([
      'kettle',
      'tamper',
      'grinder',
      'beans',
      'mocha',
      'Clear recent searches',
    ]);
    expect(asked).toEqual([]);
    await press('ArrowDown');
    await press('ArrowDown');
    await press('Enter');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search?key=tamper');

    await user.click(document.body);
    expect(listbox()).toBeNull();
    expect(box().value).toBe('tamper');
    await user.click(box());
    await retype('');
    await waitFor(() => expect(options()[0]?.textContent).toBe('tamper'));
    // The last option clears them, by keyboard as by mouse.
    await press('ArrowUp');
    await press('Enter');
    expect(listbox()).toBeNull();
    expect(localStorage.getItem('recentSearches')).toBeNull();
    expect(window.location.search).toBe('?key=tamper');
  });

  it('starts a new word with an empty list, not the suggestions of the word chosen before', async () => {
    delays = { mo: 400 };
    await renderBox();
    await typeAndWait('mond');
    await press('ArrowDown');
    await press('Enter');
    await retype('mo');
    await waitFor(() => expect(asked).toEqual(['mond', 'mo']));
    expect(listbox()).toBeNull();
    await waitFor(() => expect(options()[0]?.textContent).toContain('Mocha Pot'));
  });

  it('never lets a slow answer to an earlier term replace the answer to the later one', async () => {
    delays = { mo: 600 };
    await renderBox();
    await user.type(box(), 'mo');
    await waitFor(() => expect(asked).toEqual(['mo']));
    await user.type(box(), 'n');
    const shown = () => options().map((option) => option.querySelector('[data-name]')?.textContent);
    await waitFor(() => expect(shown()).toEqual(['Monin Syrup']));
    await sleep(800);
    expect(shown()).toEqual(['Monin Syrup']);
  });
});
