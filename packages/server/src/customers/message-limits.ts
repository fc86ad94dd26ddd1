import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { outboxMessages, type verificationChannels } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';

/**
 * How many messages (mail and SMS together) the shop sends within an hour and within a day: to one
 * recipient, for one account, and asked for from one client address by signed-in customers.
 */
export const MESSAGE_LIMITS = {
  recipient: [
    { messages: 3, seconds: 3600 },
    { messages: 10, seconds: 86_400 },
  ],
  account: [
    { messages: 10, seconds: 3600 },
    { messages: 30, seconds: 86_400 },
  ],
  address: [
    { messages: 30, seconds: 3600 },
    { messages: 100, seconds: 86_400 },
  ],
} as const;

export interface OutgoingMessage {
  channel: (typeof verificationChannels)[number];
  /** An email address (lower case) or a phone number (digits). */
  recipient: string;
  subject: string;
  body: string;
}

/** Who a message is counted against. */
export interface MessageSender {
  /** The account the message is for or about. */
  customerId: string;
  /**
   * The client address of a signed-in customer's request; null where the request has a limit per
   * address of its own (a registration, a password reset request).
   */
  clientAddress: string | null;
}

type Limits = (typeof MESSAGE_LIMITS)[keyof typeof MESSAGE_LIMITS];

/**
 * Seconds until one message to each of `recipients` fits within MESSAGE_LIMITS; 0 when they fit
 * now. Every row of the outbox counts, sent or not. The counts read are locked until the caller's
 * transaction ends, on every instance, so requests at once are counted one after another: call it
 * in the transaction that queues the messages.
 */
export async function messageLimitWait(
  tx: AppDatabase,
  sender: MessageSender,
  recipients: string[],
): Promise<number> {
  const adding = recipients.length;
  const counts: Array<{ key: string; match: SQL; adding: number; limits: Limits }> = [
    ...[...new Set(recipients)].map((recipient) => ({
      key: `recipient ${recipient}`,
      match: eq(outboxMessages.recipient, recipient),
      adding: recipients.filter((one) => one === recipient).length,
      limits: MESSAGE_LIMITS.recipient,
    })),
    {
      key: `account ${sender.customerId}`,
      match: eq(outboxMessages.customerId, sender.customerId),
      adding,
      limits: MESSAGE_LIMITS.account,
    },
  ];
  if (sender.clientAddress !== null) {
    counts.push({
      key: `address ${sender.clientAddress}`,
      match: eq(outboxMessages.clientAddress, sender.clientAddress),
      adding,
      limits: MESSAGE_LIMITS.address,
    });
  }
  // Always in the same order, so two requests never wait for each other's second lock.
  for (const key of counts.map((count) => `messages ${count.key}`).sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }
  let wait = 0;
  for (const count of counts) {
    const longest = Math.max(...count.limits.map((limit) => limit.seconds));
    const most = Math.max(...count.limits.map((limit) => limit.messages));
    // Seconds since each message that can still count, newest first, by the database's clock.
    const ages = (
      await tx
        .select({ age: sql<number>`extract(epoch from now() - ${outboxMessages.createdAt})::float8` })
        .from(outboxMessages)
        .where(and(count.match, gt(outboxMessages.createdAt, sql`now() - make_interval(secs => ${longest})`)))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(most)
    ).map((row) => Number(row.age));
    for (const limit of count.limits) {
      const within = ages.filter((age) => age < limit.seconds);
      if (within.length + count.adding <= limit.messages) continue;
      // Room enough once the newest `messages - adding` are all that is left in the window.
      const leaving = within[limit.messages - count.adding] ?? 0;
      wait = Math.max(wait, limit.seconds - leaving);
    }
  }
  return wait;
}

/**
 * Queues the messages of one request in the caller's transaction (they go out only if it commits),
 * or none of them: 429 TOO_MANY_MESSAGES, with Retry-After, when one would go over a limit.
 */
export async function queueMessages(
  tx: AppDatabase,
  sender: MessageSender,
  messages: OutgoingMessage[],
): Promise<void> {
  const wait = await messageLimitWait(
    tx,
    sender,
    messages.map((message) => message.recipient),
  );
  if (wait > 0) {
    const seconds = Math.ceil(wait);
    const hours = Math.ceil(seconds / 3600);
    const minutes = Math.ceil(seconds / 60);
    const when = seconds > 5400 ? `${hours} hours` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
    throw new DomainError(
      'tooManyRequests',
      'TOO_MANY_MESSAGES',
      `We have sent as many emails and text messages as we may for now; please try again in ${when}`,
      { retryAfterSeconds: seconds },
    );
  }
  await tx.insert(outboxMessages).values(
    messages.map((message) => ({
      ...message,
      customerId: sender.customerId,
      clientAddress: sender.clientAddress,
    })),
  );
}
