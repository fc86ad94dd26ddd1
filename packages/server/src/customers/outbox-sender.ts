import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { outboxMessages, type verificationChannels } from '../db/schema/index.ts';
import { type JobLog, type PeriodicJob, startPeriodicJob } from '../jobs/periodic-job.ts';

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type OutboxChannel = (typeof verificationChannels)[number];

/** Where the outbox goes: the channels it can carry and how it hands one message over. */
export interface OutboxTransport {
  /** Messages of other channels wait in the outbox until a transport carries them. */
  channels: readonly OutboxChannel[];
  deliver(message: OutboxMessage): Promise<void>;
  /** Releases connections when the server stops. */
  close?(): void;
}

/** How often the sender looks for due messages, and how many it claims per look. */
export const OUTBOX_POLL_MS = 1000;
const BATCH_SIZE = 50;
/**
 * A claimed message is left to its sender this long. A sender that dies mid-delivery thus delays
 * its messages by this much, and never loses them.
 */
export const OUTBOX_CLAIM_SECONDS = 120;

/** The wait after the n-th failed delivery: a minute, doubling, at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(60 * 2 ** Math.max(attempts - 1, 0), 3600);

export interface OutboxRound {
  sent: number;
  failed: number;
}

/**
 * Delivers the due messages of the transport's channels, oldest first. They are claimed in a
 * short transaction (SKIP LOCKED, so several server instances never take the same message) and
 * delivered outside it, so a slow mail server never holds the database. A delivery that fails is
 * tried again later with a growing wait, without holding up the messages behind it.
 */
export async function deliverOutbox(
  db: AppDatabase,
  transport: OutboxTransport,
  onFailure: (message: OutboxMessage, error: unknown) => void = () => undefined,
): Promise<OutboxRound> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          isNull(outboxMessages.sentAt),
          lte(outboxMessages.nextAttemptAt, sql`now()`),
          inArray(outboxMessages.channel, [...transport.channels]),
        ),
      )
      .orderBy(asc(outboxMessages.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxMessages)
      .set({
        attempts: sql`${outboxMessages.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${OUTBOX_CLAIM_SECONDS})`,
      })
      .where(
        inArray(
          outboxMessages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const round: OutboxRound = { sent: 0, failed: 0 };
  for (const message of claimed) {
    try {
      await transport.deliver(message);
    } catch (error) {
      round.failed += 1;
      onFailure(message, error);
      await db
        .update(outboxMessages)
        .set({
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts)})`,
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where(eq(outboxMessages.id, message.id));
      continue;
    }
    round.sent += 1;
    await db
      .update(outboxMessages)
      .set({ sentAt: sql`now()`, lastError: null })
      .where(eq(outboxMessages.id, message.id));
  }
  return round;
}

/** The development transport: every channel, the whole message (code or link) in the server log. */
export const logTransport = (log: JobLog): OutboxTransport => ({
  channels: ['email', 'sms'],
  async deliver({ id, channel, recipient, subject, body }) {
    // warn: the level the server logs at by default, so the code is seen without configuration.
    log.warn({ outbox: { id, channel, recipient, subject, body } }, `Outbox (${channel}) to ${recipient}`);
  },
});

/** Delivers the outbox through the transport every OUTBOX_POLL_MS until stopped. */
export function startOutboxSender(
  db: AppDatabase,
  sending: OutboxTransport,
  log: JobLog,
): PeriodicJob<unknown> {
  const onFailure = (message: OutboxMessage, error: unknown) =>
    log.error(
      { err: error, outbox: { id: message.id, channel: message.channel, attempts: message.attempts } },
      'An outbox message was not delivered; it will be tried again',
    );
  const job = startPeriodicJob(() => deliverOutbox(db, sending, onFailure), {
    pollMs: OUTBOX_POLL_MS,
    log,
    name: 'The outbox sender',
  });
  return {
    run: job.run,
    async stop() {
      await job.stop();
      sending.close?.();
    },
  };
}
