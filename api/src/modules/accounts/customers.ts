/**
 * The customer behind a ticket or request, as the back office shows it (joined as `account_people`, the view
 * accounts publishes).
 */
export const customerColumns = [
  'account_people.id as customer_id',
  'account_people.first_name',
  'account_people.last_name',
  'account_people.phone',
  'account_people.email',
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
