import {
  type AdminServiceTicketSummary,
  adminServiceTicketDetailSchema,
  adminServiceTicketMoveBodySchema,
  adminServiceTicketQuerySchema,
  adminServiceTicketSummarySchema,
  idParamsSchema,
  listEnvelope,
  okEnvelope,
  phnomPenhDateTime,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CsvColumn, csvDay, recordDownload, sendCsv } from '../../../../platform/csv';
import { errorResponses } from '../../../../platform/errors';
import { renderMessage } from '../../../../platform/message-text';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { ServiceDeskStaffDeps } from '../../route-deps';

export const adminServiceTicketRoutes: FastifyPluginAsyncZod<ServiceDeskStaffDeps> = async (
  app,
  { guard, adminServiceTickets, db, clock },
) => {
  const tags = ['service tickets'];

  app.get(
    '/service-tickets',
    {
      ...guard.staffOnly('serviceTickets'),
      schema: {
        tags,
        summary: 'Every customer’s service tickets, newest first; status, kind and customer filters',
        querystring: adminServiceTicketQuerySchema,
        response: { 200: listEnvelope(adminServiceTicketSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await adminServiceTickets.list(request.query, request.language);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );

  app.get(
    '/service-tickets/export',
    {
      ...guard.staffOnly('serviceTickets'),
      schema: {
        tags,
        summary:
          'The filtered service tickets as CSV; streamed, UTF-8 with a byte-order mark, headers in the caller’s language',
        querystring: adminServiceTicketQuerySchema,
        response: { 200: z.unknown().describe('The service tickets (text/csv)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await recordDownload(db, clock, staffOf(request), 'serviceTickets', request.query);
      const text = (key: string) => renderMessage(key, {}, request.language);
      const when = (at: string | null) => {
        if (!at) return null;
        const { date, time } = phnomPenhDateTime(at);
        return `${date} ${time}`;
      };
      const columns: CsvColumn<AdminServiceTicketSummary>[] = [
        { header: 'csvTicketNumber', cell: (row) => row.number },
        { header: 'csvCreatedAt', cell: (row) => when(row.createdAt) },
        { header: 'adminStatus', cell: (row) => text(`serviceStatus${row.status}`) },
        { header: 'csvType', cell: (row) => row.typeName },
        { header: 'csvSubject', cell: (row) => row.subject },
        { header: 'csvFirstName', cell: (row) => row.customer.firstName },
        { header: 'csvLastName', cell: (row) => row.customer.lastName },
        { header: 'csvPhone', cell: (row) => row.customer.phone },
        { header: 'csvPreferredAt', cell: (row) => when(row.preferredAt) },
        { header: 'csvScheduledAt', cell: (row) => when(row.scheduledAt) },
        { header: 'csvTechnician', cell: (row) => row.technicianName },
        { header: 'csvCompletedAt', cell: (row) => when(row.completedAt) },
      ];
      return sendCsv(reply, {
        name: 'service-tickets',
        language: request.language,
        columns,
        pages: adminServiceTickets.exportTickets(request.query, request.language),
        today: csvDay(clock.now()),
      });
    },
  );

  app.get(
    '/service-tickets/:id',
    {
      ...guard.staffOnly('serviceTickets'),
      schema: {
        tags,
        summary:
          'One ticket with its customer, equipment, photos, site, history and the moves open to the desk',
        params: idParamsSchema,
        response: { 200: okEnvelope(adminServiceTicketDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminServiceTickets.detail(request.params.id, request.language)),
  );

  app.post(
    '/service-tickets/:id/status',
    {
      ...guard.staffOnly('serviceTickets'),
      schema: {
        tags,
        summary:
          'One move of the ticket table: schedule a technician and visit, start, complete with a remark or reject',
        params: idParamsSchema,
        body: adminServiceTicketMoveBodySchema,
        response: { 200: okEnvelope(adminServiceTicketDetailSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await adminServiceTickets.move(staffOf(request), request.params.id, request.body, request.language)),
  );
};
