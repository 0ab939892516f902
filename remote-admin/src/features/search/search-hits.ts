import type { AdminSearchResult } from '@portal/shared/contract';

/** Where a hit opens: an order or a product its own page, a customer the orders filtered by their phone (else e-mail). */
export const hitPath = (value: string, result: AdminSearchResult) => {
  const [kind, id] = value.split(':');
  if (kind === 'order') return `/admin/orders/${id}`;
  if (kind === 'product') return `/admin/products/${id}`;
  const customer = result.customers.find((hit) => String(hit.id) === id);
  const filter = customer && (customer.phone ?? customer.email ?? customer.name);
  return filter ? `/admin/orders?customer=${encodeURIComponent(filter)}` : null;
};
