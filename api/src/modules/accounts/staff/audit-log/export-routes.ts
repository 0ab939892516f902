import { listQuerySchema, phnomPenhDateTime } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDay, keysetPages, recordDownload, sendCsv } from '../../../../platform/csv';
import { errorResponses } from '../../../../platform/errors';
import { auditEntries, staffOf } from '../../../../platform/staff';
import type { AccountsStaffDeps } from '../../route-deps';
import { staffNamesOf } from '../staff-names';

const asText = (value: unknown) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** The audit log as a spreadsheet: every entry, newest first, as the list shows them. */
export const adminAuditLogExportRoutes: FastifyPluginAsyncZod<AccountsStaffDeps> = async (
  app,
  { guard, db, clock },
) => {
  app.get(
    '/audit-log/export',
    {
      ...guard.staffOnly('auditLog'),
      schema: {
        tags: ['staff'],
        summary:
          'The audit log as CSV, newest first; streamed, UTF-8 with a byte-order mark, headers in the caller’s language',
        querystring: listQuerySchema,
        response: { 200: z.unknown().describe('The audit log (text/csv)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await recordDownload(db, clock, staffOf(request), 'auditLog', {});
      const entries = keysetPages(
        async (after: number | null, size): Promise<EntryRow[]> => {
          const page = await auditEntries(db, { before: after, limit: size });
          const names = await staffNamesOf(
            db,
            page.map((entry) => entry.staff_user_id),
          );
          return page.map((entry) => ({ ...entry, staff_name: names.get(entry.staff_user_id) ?? '' }));
        },
        (entry) => entry.id,
      );
      return sendCsv<EntryRow>(reply, {
        name: 'audit-log',
        language: request.language,
        columns: [
          {
            header: 'csvWhen',
            cell: (row) => {
              const { date, time } = phnomPenhDateTime(row.created_at);
              return `${date} ${time}`;
            },
          },
          { header: 'csvStaffMember', cell: (row) => row.staff_name },
          { header: 'csvAction', cell: (row) => row.action },
          { header: 'csvEntity', cell: (row) => row.entity },
          { header: 'csvEntityId', cell: (row) => row.entity_id },
          { header: 'csvBefore', cell: (row) => asText(row.before) },
          { header: 'csvAfter', cell: (row) => asText(row.after) },
        ],
        pages: entries,
        today: csvDay(clock.now()),
      });
    },
  );
};

type EntryRow = {
  id: number;
  staff_name: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  created_at: Date;
};
