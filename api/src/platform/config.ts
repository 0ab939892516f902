import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

const developmentSecret = 'development-only-secret-never-use-it-in-production';

const list = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .default([]);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().optional(),
  // Connections each API process keeps to a PostgreSQL server: replicas × this must stay under max_connections.
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  // A statement waiting longer (behind a lock, say) is cancelled and its request answers 503, instead of holding a
  // connection while the pool turns every other request away; a transaction left idle that long is ended.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DATA_DIR: z.string().min(1).default('.data'),
  // A flag, or the proxies to trust (addresses, CIDRs or `loopback`), as Fastify's trustProxy takes them.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value) =>
      ['true', '1'].includes(value) ? true : ['false', '0', ''].includes(value) ? false : value,
    ),
  PUBLIC_URL: z.url().optional(),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 60 * 60),
  // Spec section 9's 30 minutes, counted from the last activity, for a session without "Keep me signed in".
  SESSION_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60),
  RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // Codes (text messages and e-mails) one client address may ask for an hour and a day; one phone or e-mail a day.
  OTP_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
  OTP_PER_ADDRESS_PER_DAY: z.coerce.number().int().positive().default(20),
  OTP_PER_RECIPIENT_PER_DAY: z.coerce.number().int().positive().default(10),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Coffee Portal <no-reply@coffee-portal.local>'),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER_ID: z.string().default('CoffeePortal'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_CLIENT_IDS: list,
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  APPLE_CLIENT_IDS: list,
  FACEBOOK_DEBUG_TOKEN_URL: z.url().default('https://graph.facebook.com/debug_token'),
  FACEBOOK_PROFILE_URL: z.url().default('https://graph.facebook.com/me'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  PAYMENT_GATEWAY_SECRET: z.string().min(32).optional(),
  KHQR_BAKONG_ACCOUNT_ID: z.string().min(3).default('coffee_portal@aclb'),
  KHQR_MERCHANT_ID: z.string().optional(),
  KHQR_ACQUIRING_BANK: z.string().optional(),
  KHQR_MERCHANT_NAME: z.string().min(1).default('Coffee Portal'),
  KHQR_MERCHANT_CITY: z.string().min(1).default('Phnom Penh'),
  KHQR_EXPIRY_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  // Uploaded files go to an S3-compatible bucket when S3_BUCKET is set (AWS S3, Cloudflare R2, MinIO …).
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // The bucket's public or CDN address, where browsers fetch the files (without it the API serves them).
  S3_PUBLIC_URL: z.url().optional(),
  // The largest release archive a pipeline may publish (413 above it).
  RELEASE_ARCHIVE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  // A canary is ended by itself once it has this many page loads in the window and fails more often than the live
  // release by more than the margin (absolute: 0.05 is five percentage points).
  RELEASE_CANARY_MIN_LOADS: z.coerce.number().int().positive().default(50),
  RELEASE_CANARY_MARGIN: z.coerce.number().min(0).max(1).default(0.05),
  RELEASE_CANARY_WINDOW_MINUTES: z.coerce.number().int().positive().default(60),
  // Health reports one client address may send a minute (a browser sends one about every 10 s per tab).
  RELEASE_HEALTH_PER_MINUTE: z.coerce.number().int().positive().default(60),
  // Who is e-mailed when a canary of their app is ended (comma-separated addresses).
  RELEASE_OWNERS_HOST: list,
  RELEASE_OWNERS_SHOP: list,
  RELEASE_OWNERS_ACCOUNT: list,
  RELEASE_OWNERS_SERVICES: list,
  RELEASE_OWNERS_ACADEMY: list,
  RELEASE_OWNERS_ADMIN: list,
});

/** Every variable `loadConfig` reads: a deployment's files may set these and no others for the API. */
export const environmentVariables = Object.keys(envSchema.shape);

export type LogLevel = z.infer<typeof envSchema>['LOG_LEVEL'];
export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'postgres';
      url: string;
      poolSize: number;
      statementTimeoutMs: number;
      idleInTransactionTimeoutMs: number;
    };

export type SocialConfig = {
  google: { jwksUrl: string; clientIds: string[] };
  apple: { jwksUrl: string; clientIds: string[] };
  facebook: { debugTokenUrl: string; profileUrl: string; appId?: string; appSecret?: string };
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: LogLevel;
  database: DatabaseConfig;
  /** Where the API keeps its files (PGlite's directory, uploads). */
  dataDir: string;
  /** Take the client address from X-Forwarded-For (behind the host's proxy or a load balancer). */
  trustProxy: boolean | string;
  /** Where uploaded files are kept: DATA_DIR/uploads, or an S3-compatible bucket. */
  storage:
    | { kind: 'local' }
    | {
        kind: 's3';
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  /** Origin put in front of the file URLs the API hands out; without it they are root-relative (/client/…). */
  publicUrl?: string;
  /** Where browsers fetch stored files straight from the bucket (S3_PUBLIC_URL), instead of through the API. */
  filesUrl?: string;
  /** The largest release archive a pipeline may publish. */
  releaseArchiveMaxBytes: number;
  /** Signs access tokens, upload URLs and social prefill tokens, and keys the OTP hashes. */
  secret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a session without "Keep me signed in" survives without activity. */
  sessionIdleSeconds: number;
  rateLimitPerIpPerMinute: number;
  /** How many codes one client address (an IPv6 one by its /64) and one phone or e-mail may be sent. */
  otpLimits: { perAddressPerHour: number; perAddressPerDay: number; perRecipientPerDay: number };
  mail: { smtpUrl?: string; from: string };
  sms: { gatewayUrl?: string; token?: string; senderId: string };
  social: SocialConfig;
  /** When a canary ends by itself (see modules/releases/health-decision.ts), and whom that is e-mailed to. */
  releaseHealth: {
    minLoads: number;
    margin: number;
    windowMinutes: number;
    reportsPerMinute: number;
    owners: Record<'host' | 'shop' | 'account' | 'services' | 'academy' | 'admin', string[]>;
  };
  payments: {
    /** Signs and checks the gateway's payment confirmations (HMAC-SHA256). */
    gatewaySecret: string;
    /** How long a KHQR can be paid before the customer asks for a new one. */
    khqrExpirySeconds: number;
    merchant: {
      bakongAccountId: string;
      merchantId?: string;
      acquiringBank?: string;
      name: string;
      city: string;
    };
  };
};

/** Reads the environment once. A relative DATA_DIR is taken from the api package, whatever the working directory. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable (`DATABASE_URL=` in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const vars = parsed.data;
  if (vars.NODE_ENV === 'production' && !vars.APP_SECRET) {
    throw new Error('Invalid environment:\nAPP_SECRET is required in production');
  }
  if (vars.NODE_ENV === 'production' && vars.APP_SECRET === developmentSecret) {
    throw new Error(
      'Invalid environment:\nAPP_SECRET is the published development secret: set a secret of your own',
    );
  }
  const dataDir = resolve(apiRoot, vars.DATA_DIR);
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = vars;
  const secretAccessKey = vars.S3_SECRET_ACCESS_KEY;
  if (bucket && !(endpoint && accessKeyId && secretAccessKey)) {
    throw new Error(
      'Invalid environment:\nS3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return {
    env: vars.NODE_ENV,
    host: vars.API_HOST,
    port: vars.API_PORT,
    logLevel: vars.LOG_LEVEL,
    database: vars.DATABASE_URL
      ? {
          kind: 'postgres',
          url: vars.DATABASE_URL,
          poolSize: vars.DATABASE_POOL_SIZE,
          statementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
          idleInTransactionTimeoutMs: vars.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        }
      : { kind: 'pglite', dataDir: resolve(apiRoot, vars.DATA_DIR) },
    dataDir,
    trustProxy: vars.TRUST_PROXY,
    storage:
      bucket && endpoint && accessKeyId && secretAccessKey
        ? {
            kind: 's3',
            endpoint: endpoint.replace(/\/+$/, ''),
            bucket,
            region: vars.S3_REGION,
            accessKeyId,
            secretAccessKey,
          }
        : { kind: 'local' },
    ...(vars.PUBLIC_URL ? { publicUrl: vars.PUBLIC_URL.replace(/\/+$/, '') } : {}),
    ...(bucket && vars.S3_PUBLIC_URL ? { filesUrl: vars.S3_PUBLIC_URL.replace(/\/+$/, '') } : {}),
    releaseArchiveMaxBytes: vars.RELEASE_ARCHIVE_MAX_BYTES,
    secret: vars.APP_SECRET ?? developmentSecret,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: vars.REFRESH_TOKEN_TTL_SECONDS,
    sessionIdleSeconds: vars.SESSION_IDLE_SECONDS,
    rateLimitPerIpPerMinute: vars.RATE_LIMIT_PER_IP_PER_MINUTE,
    otpLimits: {
      perAddressPerHour: vars.OTP_PER_ADDRESS_PER_HOUR,
      perAddressPerDay: vars.OTP_PER_ADDRESS_PER_DAY,
      perRecipientPerDay: vars.OTP_PER_RECIPIENT_PER_DAY,
    },
    mail: { ...(vars.SMTP_URL ? { smtpUrl: vars.SMTP_URL } : {}), from: vars.MAIL_FROM },
    sms: {
      ...(vars.SMS_GATEWAY_URL ? { gatewayUrl: vars.SMS_GATEWAY_URL } : {}),
      ...(vars.SMS_GATEWAY_TOKEN ? { token: vars.SMS_GATEWAY_TOKEN } : {}),
      senderId: vars.SMS_SENDER_ID,
    },
    social: {
      google: { jwksUrl: vars.GOOGLE_JWKS_URL, clientIds: vars.GOOGLE_CLIENT_IDS },
      apple: { jwksUrl: vars.APPLE_JWKS_URL, clientIds: vars.APPLE_CLIENT_IDS },
      facebook: {
        debugTokenUrl: vars.FACEBOOK_DEBUG_TOKEN_URL,
        profileUrl: vars.FACEBOOK_PROFILE_URL,
        ...(vars.FACEBOOK_APP_ID ? { appId: vars.FACEBOOK_APP_ID } : {}),
        ...(vars.FACEBOOK_APP_SECRET ? { appSecret: vars.FACEBOOK_APP_SECRET } : {}),
      },
    },
    releaseHealth: {
      minLoads: vars.RELEASE_CANARY_MIN_LOADS,
      margin: vars.RELEASE_CANARY_MARGIN,
      windowMinutes: vars.RELEASE_CANARY_WINDOW_MINUTES,
      reportsPerMinute: vars.RELEASE_HEALTH_PER_MINUTE,
      owners: {
        host: vars.RELEASE_OWNERS_HOST,
        shop: vars.RELEASE_OWNERS_SHOP,
        account: vars.RELEASE_OWNERS_ACCOUNT,
        services: vars.RELEASE_OWNERS_SERVICES,
        academy: vars.RELEASE_OWNERS_ACADEMY,
        admin: vars.RELEASE_OWNERS_ADMIN,
      },
    },
    payments: {
      gatewaySecret: vars.PAYMENT_GATEWAY_SECRET ?? `${vars.APP_SECRET ?? developmentSecret}:payments`,
      khqrExpirySeconds: vars.KHQR_EXPIRY_SECONDS,
      merchant: {
        bakongAccountId: vars.KHQR_BAKONG_ACCOUNT_ID,
        ...(vars.KHQR_MERCHANT_ID ? { merchantId: vars.KHQR_MERCHANT_ID } : {}),
        ...(vars.KHQR_ACQUIRING_BANK ? { acquiringBank: vars.KHQR_ACQUIRING_BANK } : {}),
        name: vars.KHQR_MERCHANT_NAME,
        city: vars.KHQR_MERCHANT_CITY,
      },
    },
  };
};
