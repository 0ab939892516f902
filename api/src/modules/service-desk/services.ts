import type { Db } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { UploadService } from '../accounts';
import { createStaffServiceTicketService } from './staff/tickets/service';
import { createServiceTicketService } from './tickets/service';

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
