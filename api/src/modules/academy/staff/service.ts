import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import type { AcademyTicketService } from '../training/service';
import type { AcademyVacancyService } from '../vacancies/service';
import { createApplicationDesk } from './application-desk';
import { createCandidateDesk } from './candidate-desk';
import { createRequestDesk } from './request-desk';
import { createVacancyDesk } from './vacancy-desk';

/**
 * The academy desk: training and barista requests, vacancies, the CVs (expired ones too) and applications.
 * Moves go through the academy's own services and their status tables.
 */
export const createStaffAcademyService = ({
  db,
  clock,
  config,
  academyTickets,
  academyVacancies,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  academyTickets: AcademyTicketService;
  academyVacancies: AcademyVacancyService;
}) => {
  const vacancyDesk = createVacancyDesk({ db, clock });
  return {
    ...createRequestDesk({ db, clock, academyTickets }),
    ...vacancyDesk,
    ...createCandidateDesk({ db, clock, config, academyVacancies }),
    ...createApplicationDesk({ db, clock, academyVacancies, vacancy: vacancyDesk.vacancy }),
  };
};

export type StaffAcademyService = ReturnType<typeof createStaffAcademyService>;
