import {
  type AdminBpRequest,
  type AdminBpRequestQuery,
  type AdminCustomer,
  type AdminCustomerQuery,
  type CustomerGroup,
  ErrorCode,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { Config } from '../../../../platform/config';
import { keysetPages } from '../../../../platform/csv';
import { AppError } from '../../../../platform/errors';
import { imageUrlOf } from '../../../../platform/public-url';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import { partnerRequestNotFound } from './partner-decisions';

const customerNotFound = () => new AppError(404, ErrorCode.notFound, 'adminCustomerNotFound');

/** What each customer owes on credit-line orders, by user id: ordering's answer, which the composition passes in. */
export type UsedCredit = (userIds: number[]) => Promise<Map<number, number>>;

export const createStaffBusinessPartnerService = ({
  db,
  clock,
  config,
  usedCredit,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  usedCredit: UsedCredit;
}) => {
  const requests = () =>
    db
      .selectFrom('business_partner_requests as r')
      .innerJoin('provinces', 'provinces.id', 'r.province_id')
      .innerJoin('districts', 'districts.id', 'r.district_id')
      .selectAll('r')
      .select(['provinces.name as province_name', 'districts.name as district_name']);

  type RequestRow = Awaited<ReturnType<ReturnType<typeof requests>['executeTakeFirstOrThrow']>>;
  const toRequest = (row: RequestRow): AdminBpRequest => ({
    id: row.id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    phone1: row.phone1,
    phone2: row.phone2,
    address: row.address,
    businessType: row.business_type,
    storeName: row.store_name,
    parentCompany: row.parent_company,
    provinceName: row.province_name,
    districtName: row.district_name,
    imageUrl: imageUrlOf(config, row.image_key),
    status: row.status,
    rejectReason: row.reject_reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  });

  const customers = () =>
    db
      .selectFrom('users')
      .innerJoin('customer_groups', 'customer_groups.id', 'users.customer_group_id')
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.phone',
        'users.email',
        'users.customer_group_id',
        'customer_groups.name as group_name',
        'users.credit_line_cents',
      ])
      .where('users.anonymised_at', 'is', null);
  /** The customers the list's search and partner filter leave: the list and its CSV read the same rows. */
  const filteredCustomers = (query: Omit<AdminCustomerQuery, 'limit' | 'offset'>) => {
    let list = customers();
    const search = query.search?.trim();
    if (search) {
      const like = `%${search.replace(/[%_\\]/g, '\\$&')}%`;
      list = list.where((eb) =>
        eb.or([
          eb('users.first_name', 'ilike', like),
          eb('users.last_name', 'ilike', like),
          eb('users.phone', 'ilike', like),
          eb('users.email', 'ilike', like),
        ]),
      );
    }
    if (query.businessPartnersOnly) list = list.where('customer_groups.is_business_partner', '=', true);
    return list;
  };
  type CustomerRow = Awaited<ReturnType<ReturnType<typeof customers>['executeTakeFirstOrThrow']>>;
  const withCredit = async (rows: CustomerRow[]): Promise<AdminCustomer[]> => {
    const used = await usedCredit(rows.map((row) => row.id));
    return rows.map((row) => toCustomer(row, used.get(row.id) ?? 0));
  };
  const toCustomer = (row: CustomerRow, creditUsed: number): AdminCustomer => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    email: row.email,
    customerGroupId: row.customer_group_id,
    customerGroupName: row.group_name,
    creditLineCents: row.credit_line_cents,
    creditUsedCents: creditUsed,
    creditAvailableCents:
      row.credit_line_cents === null ? null : Math.max(0, row.credit_line_cents - creditUsed),
  });

  return {
    async listRequests(query: AdminBpRequestQuery) {
      const [rows, total] = await Promise.all([
        requests()
          .where('r.status', '=', query.status)
          .orderBy('r.id', query.status === 'Pending' ? 'asc' : 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        db
          .selectFrom('business_partner_requests')
          .select(sql<string>`count(*)`.as('n'))
          .where('status', '=', query.status)
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toRequest), total: Number(total.n) };
    },

    /** One request as the back office shows it (after a decision, for example). */
    async request(id: number): Promise<AdminBpRequest> {
      const row = await requests().where('r.id', '=', id).executeTakeFirst();
      if (!row) throw partnerRequestNotFound();
      return toRequest(row);
    },

    customerGroups: async (): Promise<CustomerGroup[]> =>
      (
        await db
          .selectFrom('customer_groups')
          .select(['id', 'name', 'is_business_partner'])
          .orderBy('id')
          .execute()
      ).map((row) => ({ id: row.id, name: row.name, isBusinessPartner: row.is_business_partner })),

    async listCustomers(query: AdminCustomerQuery) {
      const list = filteredCustomers(query);
      const [rows, total] = await Promise.all([
        list.orderBy('users.id').limit(query.limit).offset(query.offset).execute(),
        list.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: await withCredit(rows), total: Number(total.n) };
    },

    /** The filtered customers in the list's order, a page at a time, for the CSV download. */
    exportCustomers: (query: Omit<AdminCustomerQuery, 'limit' | 'offset'>) =>
      keysetPages(
        async (after: number | null, size) =>
          withCredit(
            await (after === null
              ? filteredCustomers(query)
              : filteredCustomers(query).where('users.id', '>', after)
            )
              .orderBy('users.id')
              .limit(size)
              .execute(),
          ),
        (customer) => customer.id,
      ),

    /** A business partner's credit line changes; customers outside a business-partner group have none. */
    async setCreditLine(staff: StaffCaller, userId: number, creditLineCents: number): Promise<AdminCustomer> {
      await auditedWrite(db, clock, staff, async (trx) => {
        const before = await trx
          .selectFrom('users')
          .innerJoin('customer_groups', 'customer_groups.id', 'users.customer_group_id')
          .select(['users.credit_line_cents', 'customer_groups.is_business_partner'])
          .where('users.id', '=', userId)
          .where('users.anonymised_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw customerNotFound();
        if (!before.is_business_partner)
          throw new AppError(409, ErrorCode.conflict, 'adminCreditLineNeedsBusinessPartner');
        await trx
          .updateTable('users')
          .set({ credit_line_cents: creditLineCents, updated_at: clock.now() })
          .where('id', '=', userId)
          .execute();
        return {
          result: undefined,
          audit: {
            action: 'customer.creditLine',
            entity: 'customer',
            entityId: userId,
            before: { creditLineCents: before.credit_line_cents },
            after: { creditLineCents },
          },
        };
      });
      const [customer] = await withCredit([
        await customers().where('users.id', '=', userId).executeTakeFirstOrThrow(),
      ]);
      return customer as AdminCustomer;
    },
  };
};

export type StaffBusinessPartnerService = ReturnType<typeof createStaffBusinessPartnerService>;
