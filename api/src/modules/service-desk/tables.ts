import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/column-types';

export interface ServiceTicketTypesTable {
  id: number;
  code: 'PACKAGE' | 'CHECKUP';
  name: string;
  name_km: string | null;
  description: string;
  description_km: string | null;
  covers: string;
  covers_km: string | null;
  checkups_per_month: number;
  price_cents: number | null;
  sort: number;
  active: Generated<boolean>;
}

export interface EquipmentCategoriesTable {
  id: number;
  name: string;
  name_km: string | null;
  sort: number;
}

export interface ServiceTicketTypeCategoriesTable {
  ticket_type_id: number;
  category_id: number;
}

export interface EquipmentTable {
  id: number;
  category_id: number;
  brand: string;
  model: string;
}

export type ServiceTicketStatusColumn =
  | 'Submitted'
  | 'Scheduled'
  | 'InProgress'
  | 'Completed'
  | 'Cancelled'
  | 'Rejected';

export interface ServiceTicketsTable {
  id: Generated<number>;
  number: string | null;
  user_id: number;
  ticket_type_id: number;
  status: ServiceTicketStatusColumn;
  equipment_category_id: number | null;
  equipment_id: number | null;
  brand: string | null;
  model: string | null;
  problem: string | null;
  note: string | null;
  price_cents: number | null;
  address_id: number | null;
  address_name: string;
  address_detail: string;
  preferred_at: Timestamp;
  scheduled_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  technician_name: string | null;
  technician_remark: string | null;
  technician_phone: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ServiceTicketPhotosTable {
  ticket_id: number;
  upload_key: string;
  sort: number;
}

export interface ServiceTicketStatusHistoryTable {
  id: Generated<number>;
  ticket_id: number;
  status: ServiceTicketStatusColumn;
  remark: string | null;
  changed_by: 'customer' | 'staff';
  changed_at: Timestamp;
  changed_by_user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TutorialPlaylistsTable {
  id: number;
  title: string;
  title_km: string | null;
  description: string;
  description_km: string | null;
  sort: number;
}

export interface TutorialVideosTable {
  id: number;
  playlist_id: number;
  title: string;
  title_km: string | null;
  description: string;
  description_km: string | null;
  video_url: string;
  duration_seconds: number | null;
  sort: number;
}

/** The tables this domain owns: only its code writes to them. */
export interface ServiceDeskTables {
  service_ticket_types: ServiceTicketTypesTable;
  equipment_categories: EquipmentCategoriesTable;
  service_ticket_type_categories: ServiceTicketTypeCategoriesTable;
  equipment: EquipmentTable;
  service_tickets: ServiceTicketsTable;
  service_ticket_photos: ServiceTicketPhotosTable;
  service_ticket_status_history: ServiceTicketStatusHistoryTable;
  tutorial_playlists: TutorialPlaylistsTable;
  tutorial_videos: TutorialVideosTable;
}
