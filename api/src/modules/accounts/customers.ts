/** The customer behind a ticket or request, as the back office shows it (joined as `users`). */
export const customerColumns = [
  'users.id as customer_id',
  'users.first_name',
  'users.last_name',
  'users.phone',
  'users.email',
] as const;

export type CustomerRow = {
  customer_id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
};

export const toCustomer = (row: CustomerRow) => ({
  id: row.customer_id,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  email: row.email,
});
