/** The favorites' query keys: the hearts' ids and the list's pages, both refreshed after a heart changes. */
export const wishlistKeys = {
  all: ['wishlist'],
  ids: () => [...wishlistKeys.all, 'ids'],
  page: (limit: number, offset: number) => [...wishlistKeys.all, 'list', limit, offset],
} as const;
