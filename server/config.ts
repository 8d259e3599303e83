// All configuration comes from environment variables; every one is documented in the README.
import path from 'node:path';
import { parseAllowHosts, type AllowedHost } from './outbound/guard.ts';
import type { ThrottlePolicy } from './identity/login-throttle.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_FLOOR } from './identity/password-rules.ts';
import type { S3Options } from './files/s3-storage.ts';
import { DEFAULT_PREPARE_AFTER } from './db/auto-prepare.ts';

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** uses of a statement before each connection prepares it (server/db/auto-prepare.ts); 0: never */
  databasePrepareAfter: number;
  /** Redis for the rate-limit counters shared by the servers (server/counters); else the database */
  redisUrl?: string;
  logLevel: string;
  /** which proxies' X-Forwarded-For to believe when telling clients apart (Fastify's trustProxy) */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  secretKey?: string;
  /** how long a client may take to send a request (server/plugins/slow-body.ts) */
  http: {
    requestTimeoutSeconds: number;
    headersTimeoutSeconds: number;
    bodyMinBytesPerSecond: number;
    bodyRateWindowSeconds: number;
  };
  /** the fewest characters a new password may have (server/identity/password-rules.ts) */
  passwordMinLength: number;
  oidc: {
    url: string;
    realm: string;
    clientId: string;
    /** true when this process hosts the identity provider itself */
    embedded: boolean;
    issuer: string;
    audience: string;
    algorithms: string[];
    accessTokenTtl: number;
    /** OIDC_SHORT_TOKEN_CLIENT_TTL: when set, a second public client `<clientId>-short-token` whose
     * access tokens live this many seconds (the browser tests' expiry test); unset, no such client */
    shortTokenClientTtl?: number;
    /** the login form's throttle (server/identity/login-throttle.ts) */
    loginThrottle: ThrottlePolicy;
    /** extra browser origins (besides publicUrl) allowed as redirect, post-logout and CORS origins */
    redirectOrigins: string[];
  };
  filesBaseUrl: string;
  /** the file service (server/files): where bytes live and how much one request may send */
  files: {
    storage: 'local' | 's3';
    maxFileBytes: number;
    maxRequestBytes: number;
    maxFilesPerRequest: number;
    s3: S3Options;
  };
  apiBaseUrl: string;
  signupHost: string;
  ai: {
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    /** the tutor's embedding model on the same server (docs/ai-chat.md); unset: full-text retrieval only */
    embeddingModel?: string;
    embeddingDimensions?: number;
    /** cosine similarity a passage needs to count as matching a question */
    minSimilarity?: number;
  };
  /** hosts that URLs entered in the app may reach although their address is private (OUTBOUND_ALLOW_HOSTS) */
  outbound: { allowHosts: AllowedHost[] };
  /** e-mail over SMTP (server/mail); without smtpUrl messages are marked not sent, and outside
   * production (`logUnsent`, unless LOG_LEVEL is silent) each is written to the server log, so its
   * links can still be followed */
  mail: { smtpUrl?: string; from: string; maxAttempts: number; retryDelaySeconds: number; logUnsent: boolean };
  /** the job engine (server/jobs): how often an idle worker looks for work */
  jobs: { pollSeconds: number; cronSeconds: number };
  /** LTI grade passback (server/lti/score-job.ts): tries per score, and the first retry's delay (it doubles) */
  lti: { scoreAttempts: number; retryDelaySeconds: number };
  /** payments (server/payments, docs/commerce.md): without secretKey the payment pages say so */
  stripe: { secretKey?: string; webhookSecret?: string; apiBase: string };
  /** Blackbaud SKY API (server/sky, docs/sky-api.md): OAuth endpoints and the API's base */
  sky: { authorizeUrl: string; tokenUrl: string; apiBase: string };
  /** OneRoster 1.2 REST sync (server/oneroster-rest): how long one call to the school's provider may take */
  oneRoster: {
    timeoutSeconds: number;
    /** our read endpoints: requests one client may make per minute before 429 */
    readsPerMinute: number;
  };
  staticDir: string;
  /** the nightly backup job (server/backup/nightly-job.ts, docs/backup.md) */
  backup: { dir: string; keep: number };
}

const int = (v: string | undefined, d: number) => {
  const n = v === undefined || v === '' ? d : Number(v);
  if (!Number.isFinite(n)) throw new Error(`Invalid number in environment: ${v}`);
  return n;
};
const trimSlash = (s: string) => s.replace(/\/+$/, '');

// Believing every X-Forwarded-For would let a client pick its own address and dodge the login
// throttle. By default only a proxy on the same machine (loopback) is believed: anyone else on a
// private network could otherwise rotate the header to reset the per-address limits. Behind a load
// balancer, set its address or subnet (TRUST_PROXY=10.0.3.0/24) or the number of proxies in front.
const trustProxy = (v: string | undefined): Config['trustProxy'] => {
  if (v === undefined || v === '') return 'loopback';
  if (v === 'true' || v === 'false') return v === 'true';
  if (!/^\d+$/.test(v)) return v;
  const hops = Number(v); // that many proxies in front of the servers
  return (_address, hop) => hop < hops;
};

// 12 by default: above the 8 every password must have, and the demo accounts' Welcome-2026 still fits;
// an operator may ask for more (15 is recommended where there is no second factor), never for less than 8.
const passwordMinLength = (v: string | undefined) => {
  const n = int(v, 12);
  if (!Number.isInteger(n) || n < PASSWORD_MIN_FLOOR || n > PASSWORD_MAX_LENGTH)
    throw new Error(`PASSWORD_MIN_LENGTH must be a whole number from ${PASSWORD_MIN_FLOOR} to ${PASSWORD_MAX_LENGTH}`);
  return n;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000);
  const publicUrl = trimSlash(env.PUBLIC_URL || `http://localhost:${port}`);
  const oidcUrl = trimSlash(env.OIDC_URL || publicUrl);
  const realm = env.OIDC_REALM || 'lms';
  const embedded = env.OIDC_EMBEDDED ? env.OIDC_EMBEDDED !== 'false' : oidcUrl === publicUrl;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR || './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: int(env.DATABASE_POOL_SIZE, 10),
    databasePrepareAfter: int(env.DATABASE_PREPARE_AFTER, DEFAULT_PREPARE_AFTER),
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    secretKey: env.SECRET_KEY || undefined,
    passwordMinLength: passwordMinLength(env.PASSWORD_MIN_LENGTH),
    // a whole request within an hour (a 250 MB upload needs about 70 kB/s), its headers within 30 s,
    // and a body never slower than 1 KiB/s over any 30 s: a trickled body is cut within a minute
    http: {
      requestTimeoutSeconds: int(env.HTTP_REQUEST_TIMEOUT_SECONDS, 3600),
      headersTimeoutSeconds: int(env.HTTP_HEADERS_TIMEOUT_SECONDS, 30),
      bodyMinBytesPerSecond: int(env.HTTP_BODY_MIN_BYTES_PER_SECOND, 1024),
      bodyRateWindowSeconds: int(env.HTTP_BODY_RATE_WINDOW_SECONDS, 30),
    },
    oidc: {
      url: oidcUrl,
      realm,
      clientId: env.OIDC_CLIENT_ID || 'lms-web',
      embedded,
      issuer: `${oidcUrl}/realms/${realm}`,
      audience: env.OIDC_AUDIENCE || `${publicUrl}/api`,
      algorithms: (env.OIDC_ALGORITHMS || 'RS256,PS256,ES256').split(',').map((s) => s.trim()),
      accessTokenTtl: int(env.OIDC_ACCESS_TOKEN_TTL, 300),
      shortTokenClientTtl: env.OIDC_SHORT_TOKEN_CLIENT_TTL ? int(env.OIDC_SHORT_TOKEN_CLIENT_TTL, 10) : undefined,
      loginThrottle: {
        windowSeconds: int(env.LOGIN_THROTTLE_WINDOW_SECONDS, 900),
        accountMaxFailures: int(env.LOGIN_ACCOUNT_MAX_FAILURES, 10),
        accountDelayAfter: int(env.LOGIN_ACCOUNT_DELAY_AFTER, 3),
        addressMaxFailures: int(env.LOGIN_ADDRESS_MAX_FAILURES, 100),
        addressDelayAfter: int(env.LOGIN_ADDRESS_DELAY_AFTER, 20),
        accountSlowAfter: int(env.LOGIN_ACCOUNT_SLOW_AFTER, 20),
        maxDelayMs: int(env.LOGIN_MAX_DELAY_MS, 5000),
      },
      // No development origin by default: any page on an allowed origin can receive a signed-in
      // user's tokens. `npm run dev` (server/dev.ts) adds the Vite dev server for itself.
      redirectOrigins: (env.OIDC_REDIRECT_ORIGINS ?? '')
        .split(',')
        .map((s) => trimSlash(s.trim()))
        .filter(Boolean),
    },
    filesBaseUrl: trimSlash(env.FILES_BASE_URL || `${publicUrl}/fs`),
    files: {
      storage: env.FILES_STORAGE === 's3' ? 's3' : 'local',
      maxFileBytes: int(env.FILES_MAX_FILE_BYTES, 100 * 1024 * 1024),
      maxRequestBytes: int(env.FILES_MAX_REQUEST_BYTES, 250 * 1024 * 1024),
      maxFilesPerRequest: int(env.FILES_MAX_FILES_PER_REQUEST, 50),
      s3: {
        endpoint: env.S3_ENDPOINT || undefined,
        bucket: env.S3_BUCKET || 'lms-files',
        region: env.S3_REGION || 'us-east-1',
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== 'false' : Boolean(env.S3_ENDPOINT),
      },
    },
    apiBaseUrl: trimSlash(env.API_BASE_URL || `${publicUrl}/api`),
    signupHost: env.SIGNUP_HOST || `${publicUrl}/`,
    ai: {
      baseUrl: env.AI_BASE_URL || undefined,
      apiKey: env.AI_API_KEY || undefined,
      model: env.AI_MODEL || undefined,
      embeddingModel: env.AI_EMBEDDING_MODEL || undefined,
      embeddingDimensions: env.AI_EMBEDDING_DIMENSIONS ? int(env.AI_EMBEDDING_DIMENSIONS, 0) : undefined,
      minSimilarity: env.AI_EMBEDDING_MIN_SIMILARITY ? Number(env.AI_EMBEDDING_MIN_SIMILARITY) : undefined,
    },
    outbound: { allowHosts: parseAllowHosts(env.OUTBOUND_ALLOW_HOSTS) },
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'LMS <no-reply@localhost>',
      maxAttempts: int(env.MAIL_MAX_ATTEMPTS, 5),
      retryDelaySeconds: int(env.MAIL_RETRY_DELAY_SECONDS, 30),
      logUnsent: env.NODE_ENV !== 'production' && env.LOG_LEVEL !== 'silent',
    },
    jobs: { pollSeconds: int(env.JOBS_POLL_SECONDS, 2), cronSeconds: int(env.JOBS_CRON_SECONDS, 30) },
    lti: {
      scoreAttempts: int(env.LTI_SCORE_ATTEMPTS, 5),
      retryDelaySeconds: int(env.LTI_SCORE_RETRY_DELAY_SECONDS, 60),
    },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      apiBase: trimSlash(env.STRIPE_API_BASE || 'https://api.stripe.com'),
    },
    sky: {
      authorizeUrl: env.SKY_AUTHORIZE_URL || 'https://app.blackbaud.com/oauth/authorize',
      tokenUrl: env.SKY_TOKEN_URL || 'https://oauth2.sky.blackbaud.com/token',
      apiBase: trimSlash(env.SKY_API_BASE || 'https://api.sky.blackbaud.com'),
    },
    oneRoster: {
      timeoutSeconds: int(env.ONEROSTER_REST_TIMEOUT_SECONDS, 30),
      readsPerMinute: int(env.ONEROSTER_READS_PER_MINUTE, 600),
    },
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    backup: {
      dir: path.resolve(env.BACKUP_DIR || path.join(env.DATA_DIR || './.data', 'backups')),
      keep: int(env.BACKUP_KEEP, 7),
    },
  };
}
