import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema';
import type { AppDeps, StaffDeps } from '../../deps';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { UploadService } from '../accounts';
import { academyBaristaPoolRoutes } from './barista-pool/routes';
import { createAcademyBaristaService } from './barista-pool/service';
import { academyCandidateRoutes } from './candidates/routes';
import { createAcademyCandidateService } from './candidates/service';
import { adminAcademyExportRoutes } from './staff/export-routes';
import { adminAcademyRoutes } from './staff/routes';
import { createStaffAcademyService } from './staff/service';
import { academyTrainingRoutes } from './training/routes';
import { createAcademyTicketService } from './training/service';
import { academyTutorialRoutes } from './tutorials/routes';
import { academyVacancyRoutes } from './vacancies/routes';
import { createAcademyVacancyService } from './vacancies/service';

/** The academy: training requests, candidates, vacancies and applications, the barista pool, its tutorials. */
export const createAcademy = ({
  db,
  config,
  clock,
  uploads,
}: {
  db: Db;
  config: Config;
  clock: Clock;
  uploads: UploadService;
}) => {
  const academyTickets = createAcademyTicketService({ db, clock });
  const academyVacancies = createAcademyVacancyService({ db, clock });
  return {
    academyTickets,
    academyVacancies,
    academyCandidates: createAcademyCandidateService({ db, clock, config, uploads }),
    academyBaristas: createAcademyBaristaService({ db, clock, config, uploads }),
    adminAcademy: createStaffAcademyService({ db, clock, config, academyTickets, academyVacancies }),
  };
};

export const academyRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(academyTrainingRoutes, deps);
  await app.register(academyCandidateRoutes, deps);
  await app.register(academyVacancyRoutes, deps);
  await app.register(academyBaristaPoolRoutes, deps);
  await app.register(academyTutorialRoutes, deps);
};

export const academyStaffRoutes: FastifyPluginAsync<StaffDeps> = async (app, deps) => {
  await app.register(adminAcademyRoutes, deps);
  await app.register(adminAcademyExportRoutes, deps);
};
