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
  /** A calendar day, written and read as 'YYYY-MM-DD' text. */
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
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

export interface RateLimitsTable {
  key: string;
  hits: number;
  ends_at: Timestamp;
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
  /** Set when staff edit it in the back office: the seed then leaves it alone. */
  staff_edited_at?: NullableTimestamp;
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
  title_km: ColumnType<string | null, string | null | undefined, string | null>;
  body_km: ColumnType<string | null, string | null | undefined, string | null>;
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

export interface BrandsTable {
  id: Generated<number>;
  key: string;
  name: string;
  name_km: string | null;
  logo: string | null;
  sort: Generated<number>;
  is_active: Generated<boolean>;
  staff_edited_at?: NullableTimestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  key: string;
  category_id: number;
  brand_id: number | null;
  name: string;
  name_km: string | null;
  description: Generated<string>;
  description_km: string | null;
  is_active: Generated<boolean>;
  is_top_selection: Generated<boolean>;
  is_merchandise: Generated<boolean>;
  /** Units sold: order placement adds each line's quantity; best sellers rank by it. */
  sold_count: Generated<number>;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when staff change the product in the back office; the seed then leaves it alone. */
  staff_edited_at: NullableTimestamp;
  /** Generated: lower(name || ' ' || name_km), trigram-indexed. */
  search_text: ColumnType<string, never, never>;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  image: string;
  width: number;
  height: number;
  sort: Generated<number>;
}

export interface ProductOptionsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  name_km: string | null;
  sort: Generated<number>;
}

export interface ProductOptionValuesTable {
  id: Generated<number>;
  option_id: number;
  value: string;
  value_km: string | null;
  sort: Generated<number>;
}

export interface ProductVariantsTable {
  id: Generated<number>;
  product_id: number;
  sku: string;
  /** Never below 0 (check constraint): take stock with `set stock = stock - n where stock >= n`. */
  stock: Generated<number>;
  is_active: Generated<boolean>;
  sort: Generated<number>;
}

export interface ProductVariantValuesTable {
  variant_id: number;
  option_value_id: number;
}

export interface ProductVariantPricesTable {
  variant_id: number;
  customer_group_id: number;
  price_cents: number;
  compare_at_cents: number | null;
}

export interface ProductReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  rating: number;
  comment: string;
  created_at: Timestamp;
}

export interface WishlistItemsTable {
  user_id: number;
  product_id: number;
  created_at: Timestamp;
}

export interface PromotionsTable {
  id: Generated<number>;
  key: string;
  title: string;
  title_km: string | null;
  description: Generated<string>;
  description_km: string | null;
  image: string | null;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  is_active: Generated<boolean>;
  sort: Generated<number>;
  staff_edited_at?: NullableTimestamp;
}

export interface PromotionProductsTable {
  promotion_id: number;
  product_id: number;
}

/** A customer group's price of a variant while the promotion runs, integer cents. */
export interface PromotionPricesTable {
  promotion_id: number;
  variant_id: number;
  customer_group_id: number;
  price_cents: number;
}

export interface HomeBannersTable {
  id: Generated<number>;
  key: string;
  title: string;
  title_km: string | null;
  image: string;
  width: number;
  height: number;
  link: string | null;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  is_active: Generated<boolean>;
  sort: Generated<number>;
  staff_edited_at: NullableTimestamp;
}

export interface ShowroomsTable {
  id: Generated<number>;
  key: string;
  name: string;
  name_km: string | null;
  address: string;
  address_km: string | null;
  phone: string;
  opening_hours: string;
  description: Generated<string>;
  description_km: string | null;
  latitude: number | null;
  longitude: number | null;
  image: string | null;
  is_head_office: Generated<boolean>;
  is_active: Generated<boolean>;
  sort: Generated<number>;
  staff_edited_at: NullableTimestamp;
}

export interface QuotationsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number | null;
  name: string;
  phone: string;
  email: string | null;
  company: string | null;
  quantity: number;
  message: string | null;
  status: Generated<'new' | 'answered' | 'declined' | 'closed'>;
  created_at: Timestamp;
  quoted_price_cents: number | null;
  answer_message: string | null;
  decline_reason: string | null;
  answered_at: NullableTimestamp;
  answered_by: number | null;
}

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'cart' | 'quick_order';
  product_id: number;
  variant_id: number;
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  title: string;
  title_km: string | null;
  discount_type: 'percent' | 'amount';
  discount_value: number;
  max_discount_cents: number | null;
  min_order_cents: Generated<number>;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  used_count: Generated<number>;
  customer_group_id: number | null;
  category_id: number | null;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  order_number: string;
  source: 'cart' | 'quick_order';
  status: string;
  payment_method: 'cash_on_delivery' | 'credit_line' | 'online_bank' | 'card';
  payment_status: Generated<'unpaid' | 'paid'>;
  payment_reference: string | null;
  khqr: string | null;
  payment_expires_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  delivery_type: 'delivery' | 'pickup';
  address_id: number | null;
  address_text: string | null;
  province_id: number | null;
  pickup_place: string | null;
  pickup_at: NullableTimestamp;
  distance_km: number | null;
  expected_delivery: string;
  subtotal_cents: number;
  coupon_id: number | null;
  coupon_discount_cents: Generated<number>;
  points_redeemed: Generated<number>;
  points_discount_cents: Generated<number>;
  delivery_fee_cents: Generated<number>;
  total_cents: number;
  remark: string | null;
  idempotency_key: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  variant_id: number;
  name: string;
  variant_label: Generated<string>;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  from_status: string | null;
  to_status: string;
  actor: string;
  remark: string | null;
  created_at: Timestamp;
}

export interface CouponUsesTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number;
  order_id: number;
  created_at: Timestamp;
}

export interface PointLedgerTable {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  reason: 'earned' | 'redeemed' | 'refunded';
  points: number;
  created_at: Timestamp;
}

export interface SpecialBlendRequestsTable {
  id: Generated<number>;
  user_id: number;
  blend_name: string;
  roast: string;
  grind: string;
  arabica_percent: number;
  quantity_kg: number;
  price_per_kg_cents: number;
  total_cents: number;
  remark: string | null;
  expected_from: string;
  expected_to: string;
  status: Generated<string>;
  created_at: Timestamp;
}

export interface StaffRolesTable {
  user_id: number;
  role: 'admin' | 'sales' | 'catalogue' | 'service' | 'academy';
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_user_id: number;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON text on the way in; read back parsed. */
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
}

export interface HelpTopicsTable {
  id: number;
  key: string;
  title: string;
  title_km: string | null;
  sort: number;
  is_active: Generated<boolean>;
}

export interface HelpQuestionsTable {
  id: number;
  topic_id: number;
  question: string;
  question_km: string | null;
  answer: string;
  answer_km: string | null;
  sort: number;
  is_active: Generated<boolean>;
}

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

export interface StockMovementsTable {
  id: Generated<number>;
  variant_id: number;
  /** Signed: + received or given back, − written off or sold. */
  quantity: number;
  stock_after: number;
  /** What staff wrote; for an order's movement the message key `stockReasonOrder` or `stockReasonOrderReturned`. */
  reason: string;
  /** Who adjusted it, or null for an order's movement. */
  staff_user_id: number | null;
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
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
  rate_limits: RateLimitsTable;
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
  service_ticket_types: ServiceTicketTypesTable;
  equipment_categories: EquipmentCategoriesTable;
  service_ticket_type_categories: ServiceTicketTypeCategoriesTable;
  equipment: EquipmentTable;
  service_tickets: ServiceTicketsTable;
  service_ticket_photos: ServiceTicketPhotosTable;
  service_ticket_status_history: ServiceTicketStatusHistoryTable;
  tutorial_playlists: TutorialPlaylistsTable;
  tutorial_videos: TutorialVideosTable;
  brands: BrandsTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_options: ProductOptionsTable;
  product_option_values: ProductOptionValuesTable;
  product_variants: ProductVariantsTable;
  product_variant_values: ProductVariantValuesTable;
  product_variant_prices: ProductVariantPricesTable;
  product_reviews: ProductReviewsTable;
  wishlist_items: WishlistItemsTable;
  promotions: PromotionsTable;
  promotion_products: PromotionProductsTable;
  promotion_prices: PromotionPricesTable;
  home_banners: HomeBannersTable;
  showrooms: ShowroomsTable;
  quotations: QuotationsTable;
  cart_items: CartItemsTable;
  coupons: CouponsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_history: OrderStatusHistoryTable;
  coupon_uses: CouponUsesTable;
  point_ledger: PointLedgerTable;
  special_blend_requests: SpecialBlendRequestsTable;
  staff_roles: StaffRolesTable;
  audit_log: AuditLogTable;
  help_topics: HelpTopicsTable;
  help_questions: HelpQuestionsTable;
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
  stock_movements: StockMovementsTable;
}

export type Db = Kysely<Database>;
