import { randomInt, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../src/db/open.ts';
import { outboxMessages } from '../../src/db/schema/index.ts';
import { callSuccessfully } from './contract.ts';

export const PASSWORD = 'correct-horse-battery';

export interface SignedIn {
  customerId: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

/** A new customer with a unique email, registered and signed in through the API. */
export async function signUp(
  app: FastifyInstance,
  overrides: { firstName?: string; email?: string; password?: string } = {},
): Promise<SignedIn> {
  const email = overrides.email ?? `buyer-${randomUUID()}@example.com`;
  const password = overrides.password ?? PASSWORD;
  await callSuccessfully(app, 'registerCustomer', {
    // Each from an address of its own: a client address may register only so often in a minute.
    remoteAddress: `10.200.${randomInt(256)}.${randomInt(256)}`,
    payload: {
      firstName: overrides.firstName ?? 'สมชาย',
      lastName: 'ใจดี',
      email,
      phone: '081-234-5678',
      password,
    },
  });
  const { data } = await callSuccessfully(app, 'loginCustomer', { payload: { identifier: email, password } });
  return {
    customerId: data.customer._id,
    email,
    token: data.token,
    headers: { authorization: `Bearer ${data.token}` },
  };
}

/** The newest outbox message to a recipient. */
export async function lastMessageTo(db: AppDatabase, recipient: string) {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  if (!message) throw new Error(`No outbox message to ${recipient}`);
  return message;
}
