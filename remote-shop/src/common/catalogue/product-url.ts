/** A readable, URL-safe name part: Latin letters and digits, Khmer kept as is (the id decides, the name is optional). */
export const productSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\u1780-\u17ff]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** /product/{name}/{id}, or /product/{id} when the name leaves nothing. */
export const productPath = (product: { id: number; name: string }) => {
  const slug = productSlug(product.name);
  return slug ? `/product/${encodeURIComponent(slug)}/${product.id}` : `/product/${product.id}`;
};
