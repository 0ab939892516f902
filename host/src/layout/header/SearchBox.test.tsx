import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { addRecentSearchAtom, clearRecentSearchesAtom, portalStore, queryClient } from '@portal/shared';
import type { SearchSuggestions } from '@portal/shared/contract';
import { BrowserRouter } from '@portal/shared/router';
import { act } from 'react';
import { configureApi } from '../../../../shared/src/api/client';
import { AppProviders } from '../../../../shared/src/components/AppProviders';
import { type LocalServer, sendJson, startLocalServer } from '../../../../shared/test/local-server';
import { localizeWith } from '../../../../shared/test/localize';
import { click, render, type, waitFor } from '../../testing/render';
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

let server: LocalServer;
let asked: string[] = [];
/** How long the server holds the answer to each term, in ms. */
let delays: Record<string, number> = {};

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/client/localize')
      sendJson(response, 200, { data: localizeWith(text), message: 'ok' });
    else if (url.pathname === '/client/category') sendJson(response, 200, { data: [], message: 'ok' });
    else if (url.pathname === '/client/search/suggest') {
      const q = url.searchParams.get('q') ?? '';
      asked.push(q);
      const answer = answers[q] ?? { products: [], categories: [] };
      setTimeout(() => sendJson(response, 200, { data: answer, message: 'ok' }), delays[q] ?? 0);
    } else
      sendJson(response, 404, {
        statusCode: 404,
        code: 4040,
        error: 'Not Found',
        message: 'resourceNotFound',
      });
  });
  configureApi({ baseURL: `${server.url}/client` });
});
afterAll(() => server.close());
beforeEach(() => {
  asked = [];
  delays = {};
  queryClient.clear();
  portalStore.set(clearRecentSearchesAtom);
  window.history.pushState({}, '', '/');
});

const box = () => document.querySelector<HTMLInputElement>('input[role="combobox"]') as HTMLInputElement;
const listbox = () => document.querySelector<HTMLElement>('[role="listbox"]');
const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** A key pressed in the box; an Enter nothing handled submits the form, as a browser does. */
const press = (key: string) =>
  act(() => {
    const input = box();
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    const handled = !input.dispatchEvent(event);
    if (key === 'Enter' && !handled) input.form?.requestSubmit();
  });

async function renderBox() {
  await render(
    <AppProviders>
      <BrowserRouter>
        <SearchBox />
      </BrowserRouter>
    </AppProviders>,
  );
  await waitFor(() => expect(box()).toBeTruthy());
  act(() => box().focus());
}

const typeAndWait = async (term: string) => {
  type(box(), term);
  await waitFor(() => expect(options().length).toBeGreaterThan(0));
};

describe('the header search box suggestions', () => {
  it('asks nothing under two characters, and once for a quickly typed word', async () => {
    await renderBox();
    type(box(), 'm');
    await sleep(400);
    expect(asked).toEqual([]);
    expect(listbox()).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    for (const typed of ['mo', 'mon', 'mond']) type(box(), typed);
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
    const groups = [...list.querySelectorAll('[role="group"]')];
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
    press('ArrowDown');
    expect(box()).toHaveAttribute('aria-activedescendant', product?.id);
    expect(product).toHaveAttribute('aria-selected', 'true');
    press('ArrowDown');
    expect(box()).toHaveAttribute('aria-activedescendant', category?.id);
    expect(product).toHaveAttribute('aria-selected', 'false');
    press('ArrowDown');
    expect(box()).toHaveAttribute('aria-activedescendant', product?.id);
    press('ArrowUp');
    expect(box()).toHaveAttribute('aria-activedescendant', category?.id);
  });

  it('opens the active suggestion on Enter', async () => {
    await renderBox();
    await typeAndWait('mond');
    press('ArrowDown');
    press('Enter');
    expect(window.location.pathname).toBe('/product/11');
    expect(listbox()).toBeNull();

    await typeAndWait('mond');
    press('ArrowDown');
    press('ArrowDown');
    press('Enter');
    expect(window.location.pathname).toBe('/product/category/104');
  });

  it('opens a suggestion on a click', async () => {
    await renderBox();
    await typeAndWait('mond');
    click(options()[1] as HTMLElement);
    expect(window.location.pathname).toBe('/product/category/104');
  });

  it('submits the search to the results page on Enter with no suggestion active', async () => {
    await renderBox();
    await typeAndWait('mond');
    press('Enter');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search?key=mond');
  });

  it('shows the words searched for on the results page, and empties once the visitor leaves it', async () => {
    window.history.pushState({}, '', '/search?key=arabica%20honey');
    await renderBox();
    expect(box().value).toBe('arabica honey');

    type(box(), 'mond');
    press('Escape');
    press('Enter');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search?key=mond');
    await waitFor(() => expect(box().value).toBe('mond'));

    await typeAndWait('mo');
    click(options()[0] as HTMLElement);
    expect(window.location.pathname).toBe('/product/1');
    await waitFor(() => expect(box().value).toBe(''));
  });

  it('closes on Escape and on Tab, keeping what was typed', async () => {
    await renderBox();
    await typeAndWait('mond');
    press('ArrowDown');
    press('Escape');
    expect(listbox()).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box().value).toBe('mond');
    press('ArrowDown');
    expect(listbox()).not.toBeNull();
    press('Tab');
    expect(listbox()).toBeNull();
  });

  it('shows the latest five recent searches when the empty box gets focus, and clears them', async () => {
    for (const term of ['latte', 'mocha', 'beans', 'grinder', 'tamper', 'kettle']) {
      portalStore.set(addRecentSearchAtom, term);
    }
    await renderBox();
    await waitFor(() => expect(listbox()).not.toBeNull());
    expect(listbox()?.querySelector('[role="group"]')).toHaveAccessibleName('Recent searches');
    expect(options().map((option) => option.textContent)).toEqual([
      'kettle',
      'tamper',
      'grinder',
      'beans',
      'mocha',
      'Clear recent searches',
    ]);
    expect(asked).toEqual([]);
    press('ArrowDown');
    press('ArrowDown');
    press('Enter');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search?key=tamper');

    act(() => box().blur());
    expect(listbox()).toBeNull();
    expect(box().value).toBe('tamper');
    act(() => box().focus());
    type(box(), '');
    await waitFor(() => expect(options()[0]?.textContent).toBe('tamper'));
    // The last option clears them, by keyboard as by mouse.
    press('ArrowUp');
    press('Enter');
    expect(listbox()).toBeNull();
    expect(localStorage.getItem('recentSearches')).toBeNull();
    expect(window.location.search).toBe('?key=tamper');
  });

  it('starts a new word with an empty list, not the suggestions of the word chosen before', async () => {
    delays = { mo: 400 };
    await renderBox();
    await typeAndWait('mond');
    press('ArrowDown');
    press('Enter');
    type(box(), 'mo');
    await waitFor(() => expect(asked).toEqual(['mond', 'mo']));
    expect(listbox()).toBeNull();
    await waitFor(() => expect(options()[0]?.textContent).toContain('Mocha Pot'));
  });

  it('never lets a slow answer to an earlier term replace the answer to the later one', async () => {
    delays = { mo: 600 };
    await renderBox();
    type(box(), 'mo');
    await waitFor(() => expect(asked).toEqual(['mo']));
    type(box(), 'mon');
    const shown = () => options().map((option) => option.querySelector('[data-name]')?.textContent);
    await waitFor(() => expect(shown()).toEqual(['Monin Syrup']));
    await sleep(800);
    expect(shown()).toEqual(['Monin Syrup']);
  });
});
