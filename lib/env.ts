// Configuration, read from the environment once and validated. Import `env` instead of
// reading process.env anywhere else.
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const flag = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * Interface to listen on. `npm start` uses loopback (127.0.0.1) when unset; the app itself
   * treats an unset value as "unknown", never as loopback. (Not HOSTNAME: containers set that.)
   */
  LISTEN_HOST: optionalString,
  /**
   * How many proxies of ours stand in front of the app and append to X-Forwarded-For. 0 (the
   * default): forwarded headers are a client's to forge, so none is believed.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Where the embedded database (PGlite) and the generated AUTH_SECRET live. */
  DATA_DIR: z.string().trim().min(1).default(".data"),
  /** PostgreSQL connection string; without it the app runs on the embedded database. */
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
  ),
  /**
   * Bearer token that opens GET /api/v1/metrics to a scraper anywhere. Unset, only loopback
   * clients that connect directly (through no proxy) may read it.
   */
  METRICS_TOKEN: optionalString,
  /** Least severe log level written; "silent" writes none. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** "json" (one object a line) or "pretty" (for people); unset: pretty on a terminal only. */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  /**
   * Seconds between two runs of each server's expiry sweep (settles bookings whose expiry passed;
   * reads show them completed meanwhile). Tests shorten it to make servers' sweeps race.
   */
  EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Connections per app server to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * On SIGTERM/SIGINT, how long in-flight requests get to finish before their connections are
   * closed (lib/runtime/drain.ts); background work and the pool close after that.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * How long a conversion to a payout destination added or changed within this many hours waits
   * before an admin may approve it; 0 turns the hold off.
   */
  PAYOUT_HOLD_HOURS: z.coerce.number().int().min(0).max(168).default(24),
  AUTH_SECRET: optionalString,
  /**
   * Seals organizations' payout details (bank accounts, IBANs, UPI ids). Without it they are sealed
   * with a key derived from AUTH_SECRET: set it so rotating AUTH_SECRET keeps them readable.
   */
  PAYOUT_ENCRYPTION_KEY: optionalString,
  /**
   * Seals authenticator-app secrets. Without it they are sealed with a key derived from
   * AUTH_SECRET: set it so rotating AUTH_SECRET keeps every enrolled authenticator working.
   */
  SECOND_FACTOR_KEY: optionalString,
  /** Seed the demo data into a DATABASE_URL database too. */
  SEED_DEMO: flag,
  SMTP_URL: optionalString,
  /** Open the development mailbox even on PostgreSQL or with SMTP (never on a real deployment). */
  MAIL_DEV_INBOX: flag,
  MAIL_FROM: z.string().default("Coinmarket <no-reply@coinmarket.local>"),
  /** Google-type sign-in (OpenID Connect); enabled when both are set. */
  AUTH_GOOGLE_ID: optionalString,
  AUTH_GOOGLE_SECRET: optionalString,
  /** The identity provider's issuer; Google's by default (tests point it at a local server). */
  AUTH_GOOGLE_ISSUER: optionalString.pipe(z.url().optional()),
  /** Razorpay: with both keys set payments go to Razorpay, else to the simulated test mode. */
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /**
   * "test" allows the simulated checkout on a DATABASE_URL deployment without Razorpay keys
   * (a staging server); every page then says so. The embedded demo is in test mode by itself.
   */
  PAYMENTS_MODE: optionalString.pipe(
    z.enum(["test"], { message: 'PAYMENTS_MODE can only be "test"' }).optional(),
  ),
  /** Razorpay's API base URL (tests point it at a local stand-in). */
  RAZORPAY_API_BASE_URL: optionalString.pipe(z.url().optional()),
  /**
   * RazorpayX Payouts: with the keys and the business account number set, approved conversions in
   * rupees are paid through RazorpayX (its webhooks signed with RAZORPAYX_WEBHOOK_SECRET); else
   * payouts are in test mode and an admin confirms each with the bank's reference.
   */
  RAZORPAYX_KEY_ID: optionalString,
  RAZORPAYX_KEY_SECRET: optionalString,
  RAZORPAYX_ACCOUNT_NUMBER: optionalString,
  RAZORPAYX_WEBHOOK_SECRET: optionalString,
  /** RazorpayX's API base URL (tests point it at a local stand-in). */
  RAZORPAYX_API_URL: optionalString.pipe(z.url().optional()),
  /** A header the deployment's edge sets with the client's country code (e.g. cf-ipcountry). */
  TRUSTED_COUNTRY_HEADER: optionalString,
  /** IP-geolocation URL answering {country_name, country_code}; "{ip}" is replaced. */
  GEOIP_URL: optionalString,
  /**
   * Exchange rates feed: JSON {"base": "INR", "rates": {"USD": 0.0113, "EUR": 0.0098}} (units of
   * each currency per rupee, as ECB-style feeds answer). Fetched at start and every
   * FX_REFRESH_MINUTES; a failure keeps the last rates and says so on the admin dashboard.
   */
  FX_RATES_URL: optionalString.pipe(z.url().optional()),
  FX_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /**
   * Sets the platform's commission at start (audited), e.g. "15" or "13.5": for an operator whose
   * server refused to start because a package's bonus outgrew the commission. Admins change it on
   * /admin/settings otherwise.
   */
  COMMISSION_PERCENT: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, "COMMISSION_PERCENT must be a percentage like 15 or 13.5")
      .optional(),
  ),
  /**
   * Public base URL, used in links inside emails. Required with DATABASE_URL; on the embedded
   * demo, links point at the server's own loopback origin. Never derived from request headers.
   */
  APP_URL: optionalString.pipe(z.url().optional()),
  /**
   * Uploaded images go to this S3-compatible bucket when set (several app servers), else to
   * DATA_DIR/uploads. The keys are then required; the endpoint is for providers other than AWS.
   */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Public base URL of the bucket's objects: /uploads/<name> then redirects there. */
  S3_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  /**
   * OpenTelemetry's standard settings: spans are exported as OTLP over HTTP only when one of the
   * endpoints is set (the traces one as given, else `v1/traces` under the general one).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(z.url().optional()),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalString.pipe(z.url().optional()),
  OTEL_SERVICE_NAME: optionalString,
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);
