import {
  type AdminCustomer,
  adminBpRequestQuerySchema,
  adminBpRequestSchema,
  adminCustomerQuerySchema,
  adminCustomerSchema,
  bpApproveBodySchema,
  bpRejectBodySchema,
  creditLineBodySchema,
  customerGroupSchema,
  idParamsSchema,
  listEnvelope,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CsvColumn, csvDay, dollars, recordDownload, sendCsv } from '../../../../platform/csv';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { AccountsStaffDeps } from '../../route-deps';

export const adminBusinessPartnerRoutes: FastifyPluginAsyncZod<AccountsStaffDeps> = async (
  app,
  { guard, adminBusinessPartners: service, partnerDecisions, db, clock },
) => {
  app.get(
    '/business-partner-requests',
    {
      ...guard.staffOnly('businessPartners'),
      schema: {
        tags: ['business partners'],
        summary: 'Requests by status (Pending first by age)',
        querystring: adminBpRequestQuerySchema,
        response: { 200: listEnvelope(adminBpRequestSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await service.listRequests(request.query);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );

  app.post(
    '/business-partner-requests/:id/approve',
    {
      ...guard.staffOnly('businessPartners'),
      schema: {
        tags: ['business partners'],
        params: idParamsSchema,
        body: bpApproveBodySchema,
        response: { 200: okEnvelope(adminBpRequestSchema), ...errorResponses },
      },
    },
    async (request) => {
      await partnerDecisions.approve(staffOf(request), request.params.id, request.body);
      return ok(await service.request(request.params.id));
    },
  );

  app.post(
    '/business-partner-requests/:id/reject',
    {
      ...guard.staffOnly('businessPartners'),
      schema: {
        tags: ['business partners'],
        params: idParamsSchema,
        body: bpRejectBodySchema,
        response: { 200: okEnvelope(adminBpRequestSchema), ...errorResponses },
      },
    },
    async (request) => {
      await partnerDecisions.reject(staffOf(request), request.params.id, request.body.reason);
      return ok(await service.request(request.params.id));
    },
  );

  app.get(
    '/customer-groups',
    {
      ...guard.staffOnly('dashboard'),
      schema: {
        tags: ['customers'],
        response: { 200: okEnvelope(customerGroupSchema.array()), ...errorResponses },
      },
    },
    async () => ok(await service.customerGroups()),
  );

  app.get(
    '/customers',
    {
      ...guard.staffOnly('customers'),
      schema: {
        tags: ['customers'],
        querystring: adminCustomerQuerySchema,
        response: { 200: listEnvelope(adminCustomerSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await service.listCustomers(request.query);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );

  app.get(
    '/customers/export',
    {
      ...guard.staffOnly('customers'),
      schema: {
        tags: ['customers'],
        summary:
          'The filtered customers (business partners alone with businessPartnersOnly) as CSV; streamed, UTF-8 with a byte-order mark, headers in the caller’s language',
        querystring: adminCustomerQuerySchema,
        response: { 200: z.unknown().describe('The customers (text/csv)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await recordDownload(db, clock, staffOf(request), 'customers', request.query);
      const money = (cents: number | null) => (cents === null ? null : dollars(cents));
      const columns: CsvColumn<AdminCustomer>[] = [
        { header: 'csvCustomerId', cell: (row) => row.id },
        { header: 'csvFirstName', cell: (row) => row.firstName },
        { header: 'csvLastName', cell: (row) => row.lastName },
        { header: 'csvPhone', cell: (row) => row.phone },
        { header: 'csvEmail', cell: (row) => row.email },
        { header: 'adminCustomerGroup', cell: (row) => row.customerGroupName },
        { header: 'csvCreditLineUsd', cell: (row) => money(row.creditLineCents) },
        { header: 'csvCreditUsedUsd', cell: (row) => dollars(row.creditUsedCents) },
        { header: 'csvCreditAvailableUsd', cell: (row) => money(row.creditAvailableCents) },
      ];
      return sendCsv(reply, {
        name: request.query.businessPartnersOnly ? 'business-partners' : 'customers',
        language: request.language,
        columns,
        pages: service.exportCustomers(request.query),
        today: csvDay(clock.now()),
      });
    },
  );

  app.put(
    '/customers/:id/credit-line',
    {
      ...guard.staffOnly('customers'),
      schema: {
        tags: ['customers'],
        params: idParamsSchema,
        body: creditLineBodySchema,
        response: { 200: okEnvelope(adminCustomerSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.setCreditLine(staffOf(request), request.params.id, request.body.creditLineCents)),
  );
};
