import { generalCustomerGroupId } from '@portal/shared/contract';
import type { CustomerGroupsTable, Db } from '../schema';

export const businessPartnerGroupId = 143;

export const customerGroups: CustomerGroupsTable[] = [
  { id: generalCustomerGroupId, name: 'General customer', name_km: 'អតិថិជនទូទៅ', is_business_partner: false },
  { id: businessPartnerGroupId, name: 'Business partner', name_km: 'ដៃគូអាជីវកម្ម', is_business_partner: true },
  {
    id: 144,
    name: 'Business partner (hotel and restaurant)',
    name_km: 'ដៃគូអាជីវកម្ម (សណ្ឋាគារ និងភោជនីយដ្ឋាន)',
    is_business_partner: true,
  },
];

export const seedCustomerGroups = async (db: Db) => {
  await db
    .insertInto('customer_groups')
    .values(customerGroups)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        name_km: eb.ref('excluded.name_km'),
        is_business_partner: eb.ref('excluded.is_business_partner'),
      })),
    )
    .execute();
};
