import {
  type AdminAcademyRequest,
  type AdminApplication,
  adminAcademyRequestQuerySchema,
  adminApplicationQuerySchema,
  idParamsSchema,
  phnomPenhDateTime,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CsvColumn, csvDay, recordDownload, sendCsv } from '../../../platform/csv';
import { errorResponses } from '../../../platform/errors';
import { renderMessage } from '../../../platform/message-text';
import { staffOf } from '../../../platform/staff';
import type { AcademyStaffDeps } from '../route-deps';

const when = (at: string) => {
  const { date, time } = phnomPenhDateTime(at);
  return `${date} ${time}`;
};

const courseOf = ({ trainingType }: AdminAcademyRequest) =>
  trainingType && [trainingType.parentName, trainingType.name].filter(Boolean).join(' – ');

/** The academy desk's requests and a vacancy's applications as spreadsheets, with the lists' filters. */
export const adminAcademyExportRoutes: FastifyPluginAsyncZod<AcademyStaffDeps> = async (
  app,
  { guard, adminAcademy, db, clock },
) => {
  const csv = (summary: string) => ({
    tags: ['academy'],
    summary: `${summary}; streamed, UTF-8 with a byte-order mark, headers in the caller’s language`,
    response: { 200: z.unknown().describe('CSV (text/csv)'), ...errorResponses },
  });

  app.get(
    '/academy/requests/export',
    {
      ...guard.staffOnly('academy'),
      schema: {
        ...csv(
          'Training or barista requests of one kind (and status) as CSV, newest first, with the customer',
        ),
        querystring: adminAcademyRequestQuerySchema,
      },
    },
    async (request, reply) => {
      await recordDownload(db, clock, staffOf(request), 'academyRequests', request.query);
      const text = (key: string) => renderMessage(key, {}, request.language);
      const columns: CsvColumn<AdminAcademyRequest>[] = [
        { header: 'csvCreatedAt', cell: (row) => when(row.createdAt) },
        { header: 'adminStatus', cell: (row) => text(`academyStatus${row.status}`) },
        { header: 'csvCourse', cell: courseOf },
        { header: 'csvNumberOfPeople', cell: (row) => row.numberOfPeople },
        { header: 'csvDate', cell: (row) => row.date },
        { header: 'csvShopName', cell: (row) => row.shopName },
        { header: 'csvContactPerson', cell: (row) => row.contactPerson },
        { header: 'csvContactPhone', cell: (row) => row.contactPhone },
        { header: 'csvRemark', cell: (row) => row.remark },
        { header: 'csvFirstName', cell: (row) => row.customer.firstName },
        { header: 'csvLastName', cell: (row) => row.customer.lastName },
        { header: 'csvPhone', cell: (row) => row.customer.phone },
      ];
      return sendCsv(reply, {
        name: `academy-${request.query.kind}-requests`,
        language: request.language,
        columns,
        pages: adminAcademy.exportRequests(request.query, request.language),
        today: csvDay(clock.now()),
      });
    },
  );

  app.get(
    '/academy/vacancies/:id/applications/export',
    {
      ...guard.staffOnly('academy'),
      schema: {
        ...csv('One vacancy’s applications (of one status) as CSV, newest first, with the candidate'),
        params: idParamsSchema,
        querystring: adminApplicationQuerySchema,
      },
    },
    async (request, reply) => {
      await adminAcademy.vacancy(request.params.id);
      await recordDownload(db, clock, staffOf(request), 'jobApplications', {
        vacancyId: request.params.id,
        ...request.query,
      });
      const text = (key: string) => renderMessage(key, {}, request.language);
      const columns: CsvColumn<AdminApplication>[] = [
        { header: 'csvAppliedAt', cell: (row) => when(row.appliedAt) },
        { header: 'adminStatus', cell: (row) => text(`academyStatus${row.status}`) },
        { header: 'csvFirstName', cell: (row) => row.candidate.firstName },
        { header: 'csvLastName', cell: (row) => row.candidate.lastName },
        { header: 'csvPhone', cell: (row) => row.candidate.phone },
        { header: 'csvPosition', cell: (row) => row.candidate.position },
        { header: 'csvCoverNote', cell: (row) => row.coverNote },
        { header: 'csvCvExpired', cell: (row) => text(row.candidate.expired ? 'csvYes' : 'csvNo') },
      ];
      return sendCsv(reply, {
        name: `vacancy-${request.params.id}-applications`,
        language: request.language,
        columns,
        pages: adminAcademy.exportApplications(request.params.id, request.query),
        today: csvDay(clock.now()),
      });
    },
  );
};
