import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import {
  deliverOutbox,
  type OutboxChannel,
  type OutboxTransport,
  retryDelaySeconds,
} from '../src/customers/outbox-sender.ts';
import { outboxMessages } from '../src/db/schema/index.ts';
import { callSuccessfully } from './support/contract.ts';
import { lastMessageTo, PASSWORD } from './support/customers.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { type LocalMailServer, startMailServer } from './support/mail-server.ts';

describe('the outbox sender', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    test = await createTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    // An empty environment is development: the outbox goes to the server log.
    app = await buildApp({
      database: test.database,
      staticDir: false,
      logger: { level: 'warn', stream },
      settings: readCommerceSettings({}),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
  });
  const db = () => test.database.db;

  it('delivers a registration link to the server log and marks the message sent', async () => {
    const email = `outbox-${randomUUID()}@example.com`;
    await callSuccessfully(app, 'registerCustomer', {
      payload: { firstName: 'สมหญิง', lastName: 'รักดี', email, phone: '0812345678', password: PASSWORD },
    });
    const queued = await lastMessageTo(db(), email);
    const link = queued.body.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
    // A link of this server with a long random token, the same link that is then delivered.
    expect(link).toMatch(/^https?:\/\/[^/\s]+\/verify-email\?token=[A-Za-z0-9_-]{20,}$/);

    await vi.waitFor(
      async () => {
        expect((await lastMessageTo(db(), email)).sentAt).not.toBeNull();
      },
      { timeout: 5000, interval: 100 },
    );
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.outbox?.id === queued.id);
    expect(logged).toMatchObject({
      msg: `Outbox (email) to ${email}`,
      outbox: { channel: 'email', recipient: email },
    });
    expect(logged.outbox.body).toContain(link);
  });
});

describe('deliverOutbox', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test?.dispose());
  const db = () => test.database.db;
  const message = async (id: string) =>
    (await db().select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];
  const queue = async (subject: string, channel: OutboxChannel = 'sms') => {
    const [row] = await db()
      .insert(outboxMessages)
      .values({ channel, recipient: '0812345678', subject, body: `code of the ${subject}` })
      .returning();
    if (!row) throw new Error('The message was not queued');
    return row.id;
  };
  /** A transport of these channels that records what it carries and refuses the listed subjects. */
  const recording = (channels: OutboxChannel[], refused: string[] = []) => {
    const delivered: string[] = [];
    const transport: OutboxTransport = {
      channels,
      async deliver({ subject }) {
        if (refused.includes(subject)) throw new Error('the SMS gateway is down');
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(subject);
      },
    };
    return { transport, delivered };
  };
  const dueNow = (id: string) =>
    db()
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` as unknown as Date })
      .where(eq(outboxMessages.id, id));

  it('delivers oldest first, and a failed message waits for a later try without holding up the rest', async () => {
    const first = await queue('first');
    const second = await queue('second');
    const failing = recording(['sms'], ['first']);
    expect(await deliverOutbox(db(), failing.transport)).toEqual({ sent: 1, failed: 1 });
    expect(failing.delivered).toEqual(['second']);
    expect(await message(second)).toMatchObject({ attempts: 1, lastError: null });
    expect((await message(second))?.sentAt).not.toBeNull();
    const kept = await message(first);
    expect(kept).toMatchObject({ sentAt: null, attempts: 1, lastError: 'the SMS gateway is down' });
    expect((kept?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(50_000);

    // Not again before its wait is over, then delivered.
    const working = recording(['sms']);
    expect(await deliverOutbox(db(), working.transport)).toEqual({ sent: 0, failed: 0 });
    await dueNow(first);
    expect(await deliverOutbox(db(), working.transport)).toEqual({ sent: 1, failed: 0 });
    expect(await message(first)).toMatchObject({ attempts: 2, lastError: null });
    expect(working.delivered).toEqual(['first']);
  });

  it('waits a minute after a failure, doubling up to an hour', () => {
    expect([1, 2, 3, 6, 7, 20].map(retryDelaySeconds)).toEqual([60, 120, 240, 1920, 3600, 3600]);
  });

  it('leaves messages of a channel the transport does not carry in the outbox', async () => {
    const sms = await queue('an sms code');
    const email = await queue('a mail', 'email');
    const mail = recording(['email']);
    expect(await deliverOutbox(db(), mail.transport)).toEqual({ sent: 1, failed: 0 });
    expect(mail.delivered).toEqual(['a mail']);
    expect(await message(sms)).toMatchObject({ sentAt: null, attempts: 0 });
    expect((await message(email))?.sentAt).not.toBeNull();
    await deliverOutbox(db(), recording(['sms']).transport);
  });

  it('gives each message to one of two senders running at once', async () => {
    const subjects = Array.from({ length: 12 }, (_, n) => `message ${n}`);
    for (const subject of subjects) await queue(subject);
    const one = recording(['sms']);
    const other = recording(['sms']);
    const [a, b] = await Promise.all([
      deliverOutbox(db(), one.transport),
      deliverOutbox(db(), other.transport),
    ]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(12);
    expect([...one.delivered, ...other.delivered].sort()).toEqual([...subjects].sort());
  });

  it('takes a message again when the sender that claimed it never finished', async () => {
    const id = await queue('claimed by a sender that crashed');
    // What a claim leaves: one attempt begun, the message held for a while.
    await db()
      .update(outboxMessages)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '2 minutes'` as unknown as Date })
      .where(eq(outboxMessages.id, id));
    const sender = recording(['sms']);
    expect(await deliverOutbox(db(), sender.transport)).toEqual({ sent: 0, failed: 0 });
    await dueNow(id);
    expect(await deliverOutbox(db(), sender.transport)).toEqual({ sent: 1, failed: 0 });
    expect(await message(id)).toMatchObject({ attempts: 2 });
  });
});

describe('the outbox through a mail server', () => {
  const REFUSED = 'refused@example.com';
  const FROM = 'ProBuild <no-reply@probuild.test>';
  let test: TestDatabase;
  let app: FastifyInstance;
  let mailServer: LocalMailServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    mailServer = await startMailServer({ refused: REFUSED });
    test = await createTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      database: test.database,
      staticDir: false,
      logger: { level: 'warn', stream },
      settings: readCommerceSettings({ SMTP_URL: mailServer.url, MAIL_FROM: FROM }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
    await mailServer?.close();
  });
  const db = () => test.database.db;
  const register = (email: string) =>
    callSuccessfully(app, 'registerCustomer', {
      payload: { firstName: 'สมหญิง', lastName: 'รักดี', email, phone: '0812345678', password: PASSWORD },
    });
  const sent = (email: string) =>
    vi.waitFor(async () => expect((await lastMessageTo(db(), email)).sentAt).not.toBeNull(), {
      timeout: 10_000,
      interval: 100,
    });

  it('mails the verification link from the shop, and keeps it out of the log', async () => {
    const email = `smtp-${randomUUID()}@example.com`;
    await register(email);
    const queued = await lastMessageTo(db(), email);
    const link = queued.body.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0] ?? 'no link';
    await sent(email);
    const mail = mailServer.received.find((each) => each.text?.includes(link));
    expect(mail?.from?.value).toEqual([{ name: 'ProBuild', address: 'no-reply@probuild.test' }]);
    expect(mail?.to).toMatchObject({ text: email });
    expect(mail?.subject).toBe(queued.subject);
    expect(mail?.messageId).toBe(`<${queued.id}@outbox.probuild>`);
    expect(logLines.join('')).not.toContain(link);
  });

  it('tries a refused recipient again later and still delivers the mail queued after it', async () => {
    await register(REFUSED);
    const after = `smtp-after-${randomUUID()}@example.com`;
    await register(after);
    await sent(after);
    const refused = await lastMessageTo(db(), REFUSED);
    expect(refused).toMatchObject({ sentAt: null, attempts: 1 });
    expect(refused.lastError).toContain('550');
    expect(logLines.join('')).toContain('An outbox message was not delivered; it will be tried again');
  });

  it('keeps text messages in the outbox, as it has no SMS gateway', async () => {
    const email = `smtp-sms-${randomUUID()}@example.com`;
    await register(email);
    const { data } = await callSuccessfully(app, 'loginCustomer', {
      payload: { identifier: email, password: PASSWORD },
    });
    await callSuccessfully(app, 'createPhoneVerification', {
      headers: { authorization: `Bearer ${data.token}` },
      payload: { phone: '0812345678' },
    });
    await sent(email);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const texts = await db().select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms'));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ sentAt: null, attempts: 0 });
  });
});
