import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema';
import type { AppDeps, StaffDeps } from '../../deps';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { UploadService } from '../accounts';
import { equipmentRoutes } from './equipment/routes';
import { adminServiceTicketRoutes } from './staff/tickets/routes';
import { createStaffServiceTicketService } from './staff/tickets/service';
import { serviceTicketRoutes } from './tickets/routes';
import { createServiceTicketService } from './tickets/service';
import { tutorialRoutes } from './tutorials/routes';

/** The service desk: equipment service tickets, the equipment they are about and its tutorials. */
export const createServiceDesk = ({
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
  const serviceTickets = createServiceTicketService({ db, clock, config, uploads });
  return {
    serviceTickets,
    adminServiceTickets: createStaffServiceTicketService({ db, clock, serviceTickets }),
  };
};

export const serviceDeskRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(serviceTicketRoutes, deps);
  await app.register(equipmentRoutes, deps);
  await app.register(tutorialRoutes, deps);
};

export const serviceDeskStaffRoutes: FastifyPluginAsync<StaffDeps> = async (app, deps) => {
  await app.register(adminServiceTicketRoutes, deps);
};
