import type { FastifyPluginAsync } from 'fastify';
import { academyBaristaPoolRoutes } from './barista-pool/routes';
import { academyCandidateRoutes } from './candidates/routes';
import type { AcademyDeps, AcademyStaffDeps } from './route-deps';
import { adminAcademyExportRoutes } from './staff/export-routes';
import { adminAcademyRoutes } from './staff/routes';
import { academyTrainingRoutes } from './training/routes';
import { academyTutorialRoutes } from './tutorials/routes';
import { academyVacancyRoutes } from './vacancies/routes';

export { createAcademy } from './services';
export { openAcademyRequests } from './staff/request-counts';
export { academyRequestReport } from './staff/request-report';

export const academyRoutes: FastifyPluginAsync<AcademyDeps> = async (app, deps) => {
  await app.register(academyTrainingRoutes, deps);
  await app.register(academyCandidateRoutes, deps);
  await app.register(academyVacancyRoutes, deps);
  await app.register(academyBaristaPoolRoutes, deps);
  await app.register(academyTutorialRoutes, deps);
};

export const academyStaffRoutes: FastifyPluginAsync<AcademyStaffDeps> = async (app, deps) => {
  await app.register(adminAcademyRoutes, deps);
  await app.register(adminAcademyExportRoutes, deps);
};
