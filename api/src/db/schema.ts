import type { ColumnType, Generated, Kysely } from 'kysely';

/** A timestamptz column: read as a Date, written as a Date (times come from the injected clock). */
type Timestamp = ColumnType<Date, Date, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

export interface SettingsTable {
  key: string;
  value: 'on' | 'off';
}

export interface LanguagesTable {
  code: string;
  locale: string;
  name: string;
  sort: number;
  is_default: boolean;
}

export interface TranslationsTable {
  language_code: string;
  key: string;
  value: string;
}

export interface CustomerGroupsTable {
  id: number;
  name: string;
  is_business_partner: boolean;
}

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  gender: 'Male' | 'Female' | 'Other';
  phone: string | null;
  email: string | null;
  password_hash: string | null;
  image: string | null;
  customer_group_id: Generated<number>;
  credit_line_cents: number | null;
  total_points: Generated<number>;
  verified_at: NullableTimestamp;
  email_verified_at: NullableTimestamp;
  locked_at: NullableTimestamp;
  delete_requested_at: NullableTimestamp;
  anonymised_at: NullableTimestamp;
  notifications_seen_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SocialIdentitiesTable {
  provider: string;
  subject: string;
  user_id: number;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  rotated_at: NullableTimestamp;
}

export interface OtpCodesTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  target: string;
  code_hash: string;
  wrong_tries: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  purpose: string;
  created_at: Timestamp;
}

export interface ThrottlesTable {
  key: string;
  hits: number;
  window_started_at: Timestamp;
  strikes: number;
  blocked_until: NullableTimestamp;
}

export interface CountriesTable {
  id: number;
  name: string;
  name_km: string | null;
}

export interface ProvincesTable {
  id: number;
  country_id: number;
  name: string;
  name_km: string | null;
}

export interface DistrictsTable {
  id: number;
  province_id: number;
  name: string;
  name_km: string | null;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  address_detail: string;
  phone: string | null;
  province_id: number;
  district_id: number;
  latitude: number | null;
  longitude: number | null;
  is_default: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UploadsTable {
  key: string;
  user_id: number;
  content_type: string;
  size_bytes: number | null;
  created_at: Timestamp;
  uploaded_at: NullableTimestamp;
}

export interface BusinessPartnerRequestsTable {
  id: Generated<number>;
  user_id: number;
  first_name: string;
  last_name: string;
  phone1: string;
  phone2: string | null;
  address: string;
  business_type: string;
  store_name: string;
  parent_company: string | null;
  province_id: number;
  district_id: number;
  image_key: string;
  status: Generated<'Pending' | 'Approved' | 'Rejected'>;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
}

export interface CategoriesTable {
  id: number;
  parent_id: number | null;
  key: string;
  slug: string;
  name: string;
  name_km: string | null;
  image: string | null;
  sort: number;
  is_active: Generated<boolean>;
}

export interface PopupBannersTable {
  id: number;
  title: string;
  web_image: string | null;
  app_image: string | null;
  web_redirect_link: string | null;
  show_after_seconds: number;
  hide_after_seconds: number;
  customer_group_id: number | null;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  is_active: Generated<boolean>;
  sort: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number | null;
  type: 'general' | 'ads' | 'transaction';
  title: string;
  body: string;
  image: string | null;
  ref_id: number | null;
  seed_key: string | null;
  created_at: Timestamp;
}

export interface NotificationReadsTable {
  notification_id: number;
  user_id: number;
  read_at: Timestamp;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  rating: number;
  comment: string;
  created_at: Timestamp;
}

export interface Database {
  settings: SettingsTable;
  languages: LanguagesTable;
  translations: TranslationsTable;
  customer_groups: CustomerGroupsTable;
  users: UsersTable;
  social_identities: SocialIdentitiesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  otp_codes: OtpCodesTable;
  outbox_messages: OutboxMessagesTable;
  throttles: ThrottlesTable;
  countries: CountriesTable;
  provinces: ProvincesTable;
  districts: DistrictsTable;
  addresses: AddressesTable;
  uploads: UploadsTable;
  business_partner_requests: BusinessPartnerRequestsTable;
  categories: CategoriesTable;
  popup_banners: PopupBannersTable;
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
  feedback: FeedbackTable;
}

export type Db = Kysely<Database>;
