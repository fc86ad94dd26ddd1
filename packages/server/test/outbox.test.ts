import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { deliverOutbox, type OutboxMessage } from '../src/customers/outbox-sender.ts';
import { outboxMessages } from '../src/db/schema/index.ts';
import { callSuccessfully } from './support/contract.ts';
import { lastMessageTo, PASSWORD } from './support/customers.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

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
    const link = queued.body.match(/https?:\/\/\S+\/verify-email\/\S+/)?.[0];
    // A link of this server with a long random token, the same link that is then delivered.
    expect(link).toMatch(/^https?:\/\/[^/\s]+\/api\/v1\/customers\/verify-email\/[A-Za-z0-9_-]{20,}$/);

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
  const unsent = () => db().select().from(outboxMessages).where(isNull(outboxMessages.sentAt));
  const refuse = async () => {
    throw new Error('the SMS gateway is down');
  };

  it('sends each message once, oldest first, and keeps a round whose delivery fails for the next', async () => {
    for (const subject of ['first', 'second']) {
      await db()
        .insert(outboxMessages)
        .values({ channel: 'sms', recipient: '0812345678', subject, body: `code of the ${subject}` });
    }
    await expect(deliverOutbox(db(), refuse)).rejects.toThrow('the SMS gateway is down');
    expect(await unsent()).toHaveLength(2);

    const delivered: OutboxMessage[] = [];
    expect(
      await deliverOutbox(db(), async (message) => {
        delivered.push(message);
      }),
    ).toBe(2);
    expect(delivered.map((message) => message.subject)).toEqual(['first', 'second']);
    expect(await unsent()).toEqual([]);
    expect(await deliverOutbox(db(), refuse)).toBe(0);
  });
});
