const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Spec section 4: with no address, the address dialog opens on every route change, except on the address pages
 * themselves (where the user is already adding one) and in the staff back office, which delivers nothing.
 */
export const asksForAddress = (pathname: string, addresses: readonly unknown[] | undefined) =>
  addresses !== undefined &&
  addresses.length === 0 &&
  !within(pathname, '/profile/address') &&
  !within(pathname, '/admin');
