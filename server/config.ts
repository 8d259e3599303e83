// All configuration comes from environment variables; every one is documented in the README.
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  logLevel: string;
  secretKey?: string;
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
    loginMaxFailures: number;
    loginLockoutSeconds: number;
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
    s3: {
      endpoint?: string;
      bucket: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    };
  };
  apiBaseUrl: string;
  signupHost: string;
  ai: { baseUrl?: string; apiKey?: string; model?: string };
  staticDir: string;
}

const int = (v: string | undefined, d: number) => {
  const n = v === undefined || v === '' ? d : Number(v);
  if (!Number.isFinite(n)) throw new Error(`Invalid number in environment: ${v}`);
  return n;
};
const trimSlash = (s: string) => s.replace(/\/+$/, '');

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
    logLevel: env.LOG_LEVEL || 'info',
    secretKey: env.SECRET_KEY || undefined,
    oidc: {
      url: oidcUrl,
      realm,
      clientId: env.OIDC_CLIENT_ID || 'lms-web',
      embedded,
      issuer: `${oidcUrl}/realms/${realm}`,
      audience: env.OIDC_AUDIENCE || `${publicUrl}/api`,
      algorithms: (env.OIDC_ALGORITHMS || 'RS256,PS256,ES256').split(',').map((s) => s.trim()),
      accessTokenTtl: int(env.OIDC_ACCESS_TOKEN_TTL, 300),
      loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
      loginLockoutSeconds: int(env.LOGIN_LOCKOUT_SECONDS, 900),
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
    },
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
  };
}
