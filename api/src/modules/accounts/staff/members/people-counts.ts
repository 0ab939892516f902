import { sql } from 'kysely';
import type { Db } from '../../../../db/schema';

const count = sql<string>`count(*)`;
const counted = async (query: { executeTakeFirstOrThrow: () => Promise<{ n: string }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

/** Customers, business partners and staff, and (when asked) the partner requests waiting, as the dashboard counts them. */
export const peopleCounts = async (db: Db, { withRequests }: { withRequests: boolean }) => {
  const [pendingBpRequests, customers, businessPartners, staff] = await Promise.all([
    withRequests
      ? counted(
          db.selectFrom('business_partner_requests').select(count.as('n')).where('status', '=', 'Pending'),
        )
      : null,
    counted(db.selectFrom('users').select(count.as('n')).where('anonymised_at', 'is', null)),
    counted(
      db
        .selectFrom('users')
        .innerJoin('customer_groups', 'customer_groups.id', 'users.customer_group_id')
        .select(count.as('n'))
        .where('customer_groups.is_business_partner', '=', true),
    ),
    counted(db.selectFrom('staff_roles').select(count.as('n'))),
  ]);
  return { pendingBpRequests, customers, businessPartners, staff };
};

/** Verified customers (not staff) who joined in [start, end). */
export const newCustomersBetween = (db: Db) => (start: Date, end: Date) =>
  counted(
    db
      .selectFrom('users')
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .where('verified_at', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('staff_roles').select('user_id').whereRef('staff_roles.user_id', '=', 'users.id'),
          ),
        ),
      )
      .select(count.as('n')),
  );
