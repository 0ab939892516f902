import type { FastifyPluginAsync } from 'fastify';
import { equipmentRoutes } from './equipment/routes';
import type { ServiceDeskDeps, ServiceDeskStaffDeps } from './route-deps';
import { adminServiceTicketRoutes } from './staff/tickets/routes';
import { serviceTicketRoutes } from './tickets/routes';
import { tutorialRoutes } from './tutorials/routes';

export { createServiceDesk } from './services';
export { ticketCounts } from './staff/tickets/ticket-counts';
export { serviceTicketReport } from './staff/tickets/ticket-report';

export const serviceDeskRoutes: FastifyPluginAsync<ServiceDeskDeps> = async (app, deps) => {
  await app.register(serviceTicketRoutes, deps);
  await app.register(equipmentRoutes, deps);
  await app.register(tutorialRoutes, deps);
};

export const serviceDeskStaffRoutes: FastifyPluginAsync<ServiceDeskStaffDeps> = async (app, deps) => {
  await app.register(adminServiceTicketRoutes, deps);
};
