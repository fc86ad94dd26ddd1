import { resolve } from 'node:path';
import { defaultDataDir, defaultStaticDir } from './paths.ts';

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
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}".`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : defaultDataDir,
    staticDir: staticDirFrom(env.STATIC_DIR),
    shutdownDeadlineSeconds: shutdownDeadline(env.SHUTDOWN_DEADLINE_SECONDS),
  };
}

function shutdownDeadline(value: string | undefined): number {
  if (value === undefined || value === '') return 10;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`SHUTDOWN_DEADLINE_SECONDS must be a number of seconds above 0, not "${value}".`);
  }
  return seconds;
}

function staticDirFrom(value: string | undefined): string | false {
  if (value === undefined) return defaultStaticDir;
  return value === '' ? false : resolve(value);
}
