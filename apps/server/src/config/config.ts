import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
/** LOG_FORMAT's values; lib/log-format.ts writes each. */
export const LOG_FORMATS = ["auto", "json", "pretty"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Environment values that are empty strings count as unset, as in most `.env` files. */
const optionalString = z.string().min(1).optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { message: 'expected "true" or "false"' })
  .transform((value) => value === "true" || value === "1");

const positiveInt = (max: number) =>
  z.coerce
    .number({ message: "expected a whole number" })
    .int({ message: "expected a whole number" })
    .min(1, { message: `expected a whole number from 1 to ${max}` })
    .max(max, { message: `expected a whole number from 1 to ${max}` });

const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .url({ message: "expected a URL" })
    .refine((value) => protocols.includes(new URL(value).protocol), {
      message: `expected a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
    });

/**
 * Every environment variable Placard reads, with its default. `.env.example` documents
 * the same list; `config.test.ts` keeps the two in step.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    PORT: z.coerce
      .number({ message: "expected a port number from 1 to 65535" })
      .int({ message: "expected a port number from 1 to 65535" })
      .min(1, { message: "expected a port number from 1 to 65535" })
      .max(65535, { message: "expected a port number from 1 to 65535" })
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: urlWithProtocols(["http:", "https:"]).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: urlWithProtocols(["postgres:", "postgresql:"]).optional(),
    AUTH_SECRET: z.string().min(32, { message: "expected at least 32 characters" }).optional(),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GITHUB_CLIENT_ID: optionalString,
    GITHUB_CLIENT_SECRET: optionalString,
    SMTP_URL: urlWithProtocols(["smtp:", "smtps:"]).optional(),
    MAIL_FROM: z.string().min(3).default("Placard <no-reply@placard.local>"),
    /** Unset: `required` when SMTP_URL is set, `off` otherwise (decision 0026). */
    EMAIL_VERIFICATION: z.enum(["required", "off"]).optional(),
    REDIS_URL: urlWithProtocols(["redis:", "rediss:"]).optional(),
    /** Prefix of every key Placard writes to Redis (several Placards, or tests, can share one Redis). */
    REDIS_KEY_PREFIX: z.string().min(1).max(64).default("placard:"),
    S3_ENDPOINT: urlWithProtocols(["http:", "https:"]).optional(),
    S3_BUCKET: optionalString,
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    /** `auto`: human lines on a terminal, JSON lines otherwise (lib/log-format.ts). */
    LOG_FORMAT: z.enum(LOG_FORMATS).default("auto"),
    TRUST_PROXY: booleanFlag.default(false),
    API_RATE_LIMIT: positiveInt(1_000_000).default(600),
    AUTH_RATE_LIMIT: positiveInt(1_000_000).default(30),
    VERIFICATION_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
    PAYMENT_PROVIDER: z.enum(["sandbox", "flutterwave"]).default("sandbox"),
    FLUTTERWAVE_SECRET_KEY: optionalString,
    FLUTTERWAVE_WEBHOOK_HASH: optionalString,
    FLUTTERWAVE_BASE_URL: urlWithProtocols(["http:", "https:"]).default("https://api.flutterwave.com"),
    PLATFORM_FEE_PERCENT: z.coerce
      .number({ message: "expected a percentage from 0 to 100" })
      .min(0, { message: "expected a percentage from 0 to 100" })
      .max(100, { message: "expected a percentage from 0 to 100" })
      .default(0),
    EARNINGS_HOLD_DAYS: z.coerce
      .number({ message: "expected a whole number of days" })
      .int({ message: "expected a whole number of days" })
      .min(0, { message: "expected a whole number of days" })
      .max(365, { message: "expected at most 365 days" })
      .default(30),
    PAYMENT_WINDOW_HOURS: z.coerce
      .number({ message: "expected a whole number of hours" })
      .int({ message: "expected a whole number of hours" })
      .min(1, { message: "expected a whole number of hours from 1 to 720" })
      .max(720, { message: "expected a whole number of hours from 1 to 720" })
      .default(48),
    /**
     * Days an owner has to answer a request (decision 0058): reminded after 48 hours, the
     * request expires unanswered after this many days. At least 3, so the reminder comes first.
     */
    ANSWER_WINDOW_DAYS: z.coerce
      .number({ message: "expected a whole number of days from 3 to 90" })
      .int({ message: "expected a whole number of days from 3 to 90" })
      .min(3, { message: "expected a whole number of days from 3 to 90" })
      .max(90, { message: "expected a whole number of days from 3 to 90" })
      .default(7),
    /** Daily stats older than this roll up into monthly rows (decision 0028); charts switch to months there. */
    STATS_DAILY_DAYS: z.coerce
      .number({ message: "expected a whole number of days from 35 to 3650" })
      .int({ message: "expected a whole number of days from 35 to 3650" })
      .min(35, { message: "expected a whole number of days from 35 to 3650" })
      .max(3650, { message: "expected a whole number of days from 35 to 3650" })
      .default(90),
    /** The operator's business, the seller on every receipt (decision 0024). */
    BUSINESS_NAME: z.string().min(1).max(200).default("Placard"),
    BUSINESS_ADDRESS: z.string().max(500).optional(),
    BUSINESS_TAX_ID: z.string().max(100).optional(),
    /** Accounts that become operators when they sign up or sign in (comma-separated emails). */
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ message: "expected comma-separated email addresses" }))),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === "flutterwave") {
      for (const key of ["FLUTTERWAVE_SECRET_KEY", "FLUTTERWAVE_WEBHOOK_HASH"] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "required when PAYMENT_PROVIDER=flutterwave" });
      }
    }
    if (!env.S3_BUCKET) {
      for (const key of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (env[key]) {
          ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: `required when ${key} is set` });
          break;
        }
      }
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither",
      });
    }
    for (const provider of ["GOOGLE", "GITHUB"] as const) {
      const id = env[`${provider}_CLIENT_ID`];
      const secret = env[`${provider}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        ctx.addIssue({
          code: "custom",
          path: [id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`],
          message: `set both ${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET, or neither`,
        });
      }
    }
  });

type RawConfig = z.output<typeof configSchema>;

export type Config = RawConfig & {
  /** PUBLIC_URL, or http://localhost:PORT; never ends with a slash. */
  publicUrl: string;
  isSecure: boolean;
  /** EMAIL_VERIFICATION resolved: sign-up waits for the mailed link (decision 0026). */
  emailVerificationRequired: boolean;
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; message: string };

/** Parses the environment once, naming every bad key. */
export function parseConfig(env: Record<string, string | undefined>): ConfigResult {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? "config");
      const got = key in cleaned ? ` (got ${JSON.stringify(cleaned[key])})` : "";
      return `  ${key}: ${issue.message}${got}`;
    });
    return { ok: false, message: `Invalid configuration:\n${lines.join("\n")}` };
  }
  const raw = result.data;
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, "");
  const emailVerificationRequired = raw.EMAIL_VERIFICATION
    ? raw.EMAIL_VERIFICATION === "required"
    : Boolean(raw.SMTP_URL);
  return {
    ok: true,
    config: { ...raw, publicUrl, isSecure: publicUrl.startsWith("https:"), emailVerificationRequired },
  };
}
