import { describe, expect, it } from '@jest/globals';
import { treeOrder } from './tree-order';

const row = (id: number, parentId: number | null, sort: number) => ({ id, parentId, sort });

describe('treeOrder', () => {
  it('puts each top category before its own sub-categories, siblings by sort then id', () => {
    const rows = [row(101, 1, 0), row(2, null, 1), row(1, null, 0), row(102, 1, 0), row(201, 2, 0)];
    expect(treeOrder(rows).map(({ id, depth }) => [id, depth])).toEqual([
      [1, 0],
      [101, 1],
      [102, 1],
      [2, 0],
      [201, 1],
    ]);
  });

  it('places a category whose parent is missing among the top ones', () => {
    expect(treeOrder([row(5, 99, 2), row(1, null, 1)]).map(({ id, depth }) => [id, depth])).toEqual([
      [1, 0],
      [5, 0],
    ]);
  });
});
