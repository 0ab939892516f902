import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

export interface AcademyTicketTypesTable {
  id: number;
  parent_id: number | null;
  name: string;
  name_km: string | null;
  description: string | null;
  description_km: string | null;
  duration_hours: number | null;
  fee_cents: number | null;
  sort: number;
  is_active: Generated<boolean>;
}

export interface AcademyTicketsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'training' | 'barista';
  ticket_type_id: number | null;
  number_of_people: number;
  shop_name: string | null;
  contact_person: string | null;
  contact_phone: string | null;
  date: string;
  remark: string | null;
  status: Generated<'Pending' | 'Confirmed' | 'Completed' | 'Rejected' | 'Cancelled'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AcademyTicketHistoryTable {
  id: Generated<number>;
  ticket_id: number;
  status: 'Pending' | 'Confirmed' | 'Completed' | 'Rejected' | 'Cancelled';
  note: string | null;
  changed_at: Timestamp;
}

export interface AcademyCandidatesTable {
  id: Generated<number>;
  user_id: number;
  first_name: string;
  last_name: string;
  gender: 'Male' | 'Female' | 'Other';
  birthday: string;
  phone: string;
  email: string | null;
  photo: string | null;
  position: string;
  location: string | null;
  about: string | null;
  /** JSON text. */
  educations: string;
  experiences: string;
  skills: string;
  expected_salary_min_cents: number;
  expected_salary_max_cents: number;
  renewed_at: Timestamp;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AcademyVacanciesTable {
  id: Generated<number>;
  company_name: string;
  shop_description: string;
  position: string;
  location: string | null;
  salary_min_cents: number;
  salary_max_cents: number;
  number_of_hiring: number;
  closing_date: string | null;
  is_open: Generated<boolean>;
  posted_at: Timestamp;
  updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type JobApplicationStatusColumn =
  | 'Submitted'
  | 'Reviewing'
  | 'Interview'
  | 'Hired'
  | 'Rejected'
  | 'Withdrawn';

export interface AcademyJobApplicationsTable {
  id: Generated<number>;
  vacancy_id: number;
  candidate_id: number;
  cover_note: string | null;
  status: Generated<JobApplicationStatusColumn>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AcademyJobApplicationHistoryTable {
  id: Generated<number>;
  application_id: number;
  status: JobApplicationStatusColumn;
  note: string | null;
  changed_at: Timestamp;
}

export interface AcademyBaristasTable {
  id: Generated<number>;
  posted_by_user_id: number | null;
  seed_key: string | null;
  name: string;
  photo: string | null;
  /** JSON text. */
  skills: string;
  experience_years: number;
  availability: 'fullTime' | 'partTime' | 'weekends';
  available_from: string;
  location: string | null;
  about: string | null;
  created_at: Timestamp;
}

export interface AcademyTutorialPlaylistsTable {
  id: number;
  title: string;
  title_km: string | null;
  description: string | null;
  description_km: string | null;
  sort: number;
}

export interface AcademyTutorialVideosTable {
  id: number;
  playlist_id: number;
  title: string;
  title_km: string | null;
  description: string | null;
  description_km: string | null;
  video_url: string;
  poster_url: string | null;
  duration_seconds: number | null;
  sort: number;
}

/** The tables this domain owns: only its code writes to them. */
export interface AcademyTables {
  academy_ticket_types: AcademyTicketTypesTable;
  academy_tickets: AcademyTicketsTable;
  academy_ticket_history: AcademyTicketHistoryTable;
  academy_candidates: AcademyCandidatesTable;
  academy_vacancies: AcademyVacanciesTable;
  academy_job_applications: AcademyJobApplicationsTable;
  academy_job_application_history: AcademyJobApplicationHistoryTable;
  academy_baristas: AcademyBaristasTable;
  academy_tutorial_playlists: AcademyTutorialPlaylistsTable;
  academy_tutorial_videos: AcademyTutorialVideosTable;
}
