import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { STAFF_ROLES } from '@probuild/api-client/backoffice/enums';
import { readConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/open.ts';
import { DomainError } from '../domain-error.ts';
import { createStaff } from './accounts.ts';
import type { StaffRole } from './permissions.ts';

const USAGE = `Creates a staff account (the shop's first owner, or anyone else):
  pnpm staff:create --email owner@shop.example --name "Somchai Jaidee" [--role owner]
The password is read from STAFF_PASSWORD, else asked for (twice) without echo, else read as the
first line of standard input. It needs at least 12 characters of at least three kinds (lower case,
upper case, digits, others) and must not contain the email's name. Roles: ${STAFF_ROLES.join(', ')}.
Owners and managers add an authenticator app at their first sign-in.`;

/** Reads a line from the terminal without showing it, or the first line of piped input. */
function readSecret(prompt: string): Promise<string> {
  const terminal = process.stdin.isTTY === true;
  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal });
  if (terminal) {
    process.stdout.write(prompt);
    // Nothing typed is echoed.
    (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  }
  return new Promise((resolve) => {
    lines.once('line', (line) => {
      if (terminal) process.stdout.write('\n');
      lines.close();
      resolve(line);
    });
    lines.once('close', () => resolve(''));
  });
}

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  const password = await readSecret('Password: ');
  if (process.stdin.isTTY && password !== (await readSecret('Password again: '))) {
    throw new Error('The two passwords differ.');
  }
  return password;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'owner' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.email || !values.name) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 2;
    return;
  }
  const role = values.role as StaffRole;
  if (!STAFF_ROLES.includes(role)) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
  const password = await readPassword();
  const config = readConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const created = await createStaff(
      database.db,
      { id: null, email: 'staff:create' },
      { email: values.email, name: values.name, role, password },
    );
    console.log(`Created ${created.role} ${created.email}.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  const known = error instanceof DomainError || error instanceof DataDirLockedError;
  console.error(known || !(error instanceof Error) ? `${error.message ?? error}` : error);
  process.exitCode = 1;
});
