import { describe, expect, it } from '@jest/globals';
import { idFromQuery, pageCount } from './paging';

describe('paging', () => {
  it('reads only whole positive ids from the query', () => {
    expect(idFromQuery('17')).toBe(17);
    for (const bad of [null, '', 'abc', '-1', '1.5', '12345678901']) expect(idFromQuery(bad)).toBe(0);
  });

  it('counts pages of ten, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
