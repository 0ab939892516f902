import { listQuerySchema, phnomPenhDateTime } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDay, keysetPages, recordDownload, sendCsv } from '../../../../platform/csv';
import { errorResponses } from '../../../../platform/errors';
import { staffOf } from '../../../../platform/staff';
import type { AccountsStaffDeps } from '../../route-deps';

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
        (after: number | null, size) => {
          let page = db
            .selectFrom('audit_log')
            .innerJoin('users', 'users.id', 'audit_log.staff_user_id')
            .select([
              'audit_log.id',
              'users.first_name',
              'users.last_name',
              'audit_log.action',
              'audit_log.entity',
              'audit_log.entity_id',
              'audit_log.before',
              'audit_log.after',
              'audit_log.created_at',
            ]);
          if (after !== null) page = page.where('audit_log.id', '<', after);
          return page.orderBy('audit_log.id', 'desc').limit(size).execute();
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
          { header: 'csvStaffMember', cell: (row) => `${row.first_name} ${row.last_name}`.trim() },
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
  first_name: string;
  last_name: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  created_at: Date;
};
