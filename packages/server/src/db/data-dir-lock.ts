import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'server.lock';

/** Lock files this process holds, so a second opener in the same process is refused too. */
const heldLocks = new Set<string>();

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  release(): void;
}

/**
 * PGlite does not lock its data folder and two processes writing it corrupt it, so the folder is
 * guarded by a file holding the owner's pid. A lock whose process is gone is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE);
  if (heldLocks.has(lockPath)) throw lockedError(dataDir, lockPath, process.pid);

  // Two attempts: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      heldLocks.add(lockPath);
      return { release: () => releaseLock(lockPath) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwnerPid(lockPath);
      // Our own pid in a lock we do not hold was left by an earlier process that had the same pid.
      if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
        throw lockedError(dataDir, lockPath, owner);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}: another process keeps creating it.`);
}

function releaseLock(lockPath: string): void {
  if (!heldLocks.delete(lockPath)) return;
  if (readOwnerPid(lockPath) === process.pid) rmSync(lockPath, { force: true });
}

function readOwnerPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockedError(dataDir: string, lockPath: string, pid: number): DataDirLockedError {
  return new DataDirLockedError(
    `The data folder ${dataDir} is already in use by process ${pid} (lock file ${lockPath}). ` +
      'The embedded database allows one server per data folder: stop the other server, ' +
      'or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
  );
}
