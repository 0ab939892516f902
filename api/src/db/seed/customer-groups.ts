import { generalCustomerGroupId } from '@portal/shared/contract';
import type { CustomerGroupsTable, Db } from '../schema';

export const businessPartnerGroupId = 143;

export const customerGroups: CustomerGroupsTable[] = [
  { id: generalCustomerGroupId, name: 'General customer', is_business_partner: false },
  { id: businessPartnerGroupId, name: 'Business partner', is_business_partner: true },
  { id: 144, name: 'Business partner (hotel and restaurant)', is_business_partner: true },
];

export const seedCustomerGroups = async (db: Db) => {
  await db
    .insertInto('customer_groups')
    .values(customerGroups)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        is_business_partner: eb.ref('excluded.is_business_partner'),
      })),
    )
    .execute();
};
