import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/open.ts';
import { outboxMessages } from '../db/schema/index.ts';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/** Hands one message to its channel (mail, SMS, or the server log in development). */
export type Deliver = (message: OutboxMessage) => Promise<void>;

/** How often the sender looks for new messages, and how many it sends per look. */
export const OUTBOX_POLL_MS = 1000;
const BATCH_SIZE = 50;

/**
 * Delivers the unsent messages, oldest first, and marks them sent; answers how many. The rows
 * are locked with SKIP LOCKED, so several server instances never send one message twice. A
 * delivery that throws leaves the whole round unsent, to be tried again on the next one.
 */
export async function deliverOutbox(db: AppDatabase, deliver: Deliver): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outboxMessages)
      .where(isNull(outboxMessages.sentAt))
      .orderBy(asc(outboxMessages.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    for (const message of due) {
      await deliver(message);
      await tx.update(outboxMessages).set({ sentAt: sql`now()` }).where(eq(outboxMessages.id, message.id));
    }
    return due.length;
  });
}

/** The development channel: the whole message, code or link included, in the server log. */
export const deliverToLog =
  (log: FastifyBaseLogger): Deliver =>
  async ({ id, channel, recipient, subject, body }) => {
    // warn: the level the server logs at by default, so the code is seen without configuration.
    log.warn({ outbox: { id, channel, recipient, subject, body } }, `Outbox (${channel}) to ${recipient}`);
  };

export interface OutboxSender {
  /** Delivers what is due now (also what the timer does). */
  flush(): Promise<number>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

/** Runs `deliverOutbox` every OUTBOX_POLL_MS, one round at a time. */
export function startOutboxSender(
  db: AppDatabase,
  deliver: Deliver,
  log: FastifyBaseLogger,
  pollMs = OUTBOX_POLL_MS,
): OutboxSender {
  let round: Promise<number> = Promise.resolve(0);
  const flush = () => {
    round = round.catch(() => 0).then(() => deliverOutbox(db, deliver));
    return round;
  };
  const timer = setInterval(() => {
    flush().catch((error: unknown) => log.error({ err: error }, 'The outbox sender failed'));
  }, pollMs);
  timer.unref();
  return {
    flush,
    async stop() {
      clearInterval(timer);
      await round.catch(() => undefined);
    },
  };
}

/** Delivers the outbox to the server log while the app runs (development; see `logOutbox`). */
export function registerLogOutboxSender(app: FastifyInstance, db: AppDatabase): void {
  let sender: OutboxSender | undefined;
  app.addHook('onReady', async () => {
    sender = startOutboxSender(db, deliverToLog(app.log), app.log);
  });
  app.addHook('onClose', async () => {
    await sender?.stop();
  });
}
