import type { Db } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { UploadService } from '../accounts';
import { createAcademyBaristaService } from './barista-pool/service';
import { createAcademyCandidateService } from './candidates/service';
import { createStaffAcademyService } from './staff/service';
import { createAcademyTicketService } from './training/service';
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
