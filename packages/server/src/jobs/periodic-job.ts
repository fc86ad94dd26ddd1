/** What a job logs through: the server's logger, or any with the same two levels. */
export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PeriodicJob<T> {
  /** Runs a round now, after the one in progress (what the timer does too). */
  run(): Promise<T>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `pollMs`, one round at a time: a round that fails is logged and the next one
 * runs as planned. The timer does not keep the process alive.
 */
export function startPeriodicJob<T>(
  work: () => Promise<T>,
  { pollMs, log, name }: { pollMs: number; log: JobLog; name: string },
): PeriodicJob<T> {
  let round: Promise<unknown> = Promise.resolve();
  const run = () => {
    const next = round.catch(() => undefined).then(work);
    round = next;
    return next;
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => log.error({ err: error }, `${name} failed; it runs again later`));
  }, pollMs);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await round.catch(() => undefined);
    },
  };
}
