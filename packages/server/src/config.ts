import { resolve } from 'node:path';
import { defaultDataDir, defaultStaticDir } from './paths.ts';

export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 30;

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The built storefront; false when STATIC_DIR is set empty (the API alone). */
  staticDir: string | false;
  /** How long a stop waits for requests in flight before the process ends anyway (SHUTDOWN_DEADLINE_SECONDS). */
  shutdownDeadlineSeconds: number;
  /** How long a client may take to send a whole request (REQUEST_TIMEOUT_SECONDS). */
  requestTimeoutSeconds: number;
}

/**
 * Whether the server runs as the live shop (NODE_ENV=production, in any case): then every setting
 * whose development default would give goods away or leak accounts must be given.
 */
export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV?.trim().toLowerCase() === 'production';
}

/** The address and port the server listens on (HOST, PORT); port 0 asks for any free one. */
export function listenAddress(env: NodeJS.ProcessEnv = process.env): { host: string; port: number } {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}".`);
  }
  return { host: env.HOST || '0.0.0.0', port };
}

/** The http origin of a listen address; one of every interface is reached as localhost. */
export function listenOrigin({ host, port }: { host: string; port: number }): string {
  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    ...listenAddress(env),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : defaultDataDir,
    staticDir: staticDirFrom(env.STATIC_DIR),
    shutdownDeadlineSeconds: seconds(env, 'SHUTDOWN_DEADLINE_SECONDS', 10),
    requestTimeoutSeconds: seconds(env, 'REQUEST_TIMEOUT_SECONDS', DEFAULT_REQUEST_TIMEOUT_SECONDS),
  };
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a number of seconds above 0, not "${value}".`);
  }
  return parsed;
}

function staticDirFrom(value: string | undefined): string | false {
  if (value === undefined) return defaultStaticDir;
  return value === '' ? false : resolve(value);
}
