import type { AdminOrderSummary } from '@portal/shared/contract';
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/column-types';

export interface CustomerGroupsTable {
  id: number;
  name: string;
  name_km: string | null;
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
  /** A calendar day, written and read as 'YYYY-MM-DD' text. */
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language the customer last used with us ('en' or 'km'): messages sent without a request use it. */
  language: Generated<string>;
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
  /** "Keep me signed in": refresh tokens of 30 days; without it they end after the inactivity limit. */
  remember: Generated<boolean>;
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

/** A new e-mail or phone waiting for its code (migration 0180); not the account's until the code is entered. */
export interface ContactChangesTable {
  user_id: number;
  kind: 'email' | 'phone';
  value: string;
  requested_at: Timestamp;
  /** The staff member who asked for it in the back office; null when the customer did. */
  requested_by: number | null;
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
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface DistrictsTable {
  id: number;
  province_id: number;
  name: string;
  name_km: string | null;
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
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
  reject_reason: string | null;
  decided_by: number | null;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  rating: number;
  comment: string;
  created_at: Timestamp;
}

export interface StaffRolesTable {
  user_id: number;
  role: 'admin' | 'sales' | 'catalogue' | 'service' | 'academy';
  /** May load a local remote inside the production portal (`?remote-override=`). */
  developer: Generated<boolean>;
  created_at: Timestamp;
}

/** The tables this domain owns: only its code writes to them. */
export interface AccountsTables {
  customer_groups: CustomerGroupsTable;
  users: UsersTable;
  social_identities: SocialIdentitiesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  otp_codes: OtpCodesTable;
  contact_changes: ContactChangesTable;
  countries: CountriesTable;
  provinces: ProvincesTable;
  districts: DistrictsTable;
  addresses: AddressesTable;
  uploads: UploadsTable;
  business_partner_requests: BusinessPartnerRequestsTable;
  feedback: FeedbackTable;
  staff_roles: StaffRolesTable;
}

/** A customer or staff member as other domains may read them (view `account_people`, over `users`). */
export interface AccountPeopleView {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
  customer_group_id: number;
  credit_line_cents: number | null;
  total_points: number;
  anonymised_at: Date | null;
  language: string;
}

/**
 * A customer as the back office finds them and shows them beside an order, a ticket or a request (view
 * `account_customers`, migration 0371): `customer` is the staff screens' shape, built in the view.
 */
export interface AccountCustomersView {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
  customer: AdminOrderSummary['customer'];
}

/** A customer group (view `account_groups`). */
export interface AccountGroupsView {
  id: number;
  name: string;
  name_km: string | null;
  is_business_partner: boolean;
}

/** A customer's address with its province and district, each with its centre (view `account_addresses`). */
export interface AccountAddressesView {
  id: number;
  user_id: number;
  name: string;
  address_detail: string;
  province_id: number;
  district_id: number;
  latitude: number | null;
  longitude: number | null;
  province_name: string;
  province_latitude: number | null;
  province_longitude: number | null;
  district_name: string;
  district_latitude: number | null;
  district_longitude: number | null;
}

/** A business-partner request's shop (view `account_partner_requests`). */
export interface AccountPartnerRequestsView {
  id: number;
  user_id: number;
  store_name: string;
  status: 'Pending' | 'Approved' | 'Rejected';
}

/** An upload and who made it; `uploaded_at` is null until the file arrived (view `account_uploads`). */
export interface AccountUploadsView {
  key: string;
  user_id: number;
  uploaded_at: Date | null;
}

/**
 * What other modules may read of accounts: plain views over the tables above (migrations 0340, 0371), so the tables
 * can change behind them. Read-only; writes go through the accounts door. `account_people` is a single-table view: a
 * `for update` through it locks the person's `users` row, as checkout and the cart do.
 */
export interface AccountsViews {
  account_people: AccountPeopleView;
  account_customers: AccountCustomersView;
  account_groups: AccountGroupsView;
  account_addresses: AccountAddressesView;
  account_partner_requests: AccountPartnerRequestsView;
  account_uploads: AccountUploadsView;
}

/**
 * The database functions other modules may call (the SQL a statement of theirs runs; migration 0361: spending points
 * inside the order's one statement).
 */
export type AccountsFunctions = 'accounts_spend_points';
