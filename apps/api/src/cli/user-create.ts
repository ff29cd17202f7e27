/**
 * Creates a staff account from the command line (README "The first admin"):
 *
 *   pnpm --filter @northline/api user:create --email ada@example.com --name "Ada Lovelace" --role admin
 *
 * The password is never an argument (it would stay in the shell history and the process list): it is asked for
 * twice with the typing hidden, or, when standard input is not a terminal, read from its first line
 * (`printf '%s\n' "$PASSWORD" | pnpm … user:create …`). Uses the same settings as the server (DATABASE_URL, else
 * the embedded PGlite folder) and applies pending migrations first. Prints the new account's id and role,
 * never the password. The arguments, the password and the settings are checked before the database's modules load:
 * a refused run ends within a second.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { newStaffUserSchema } from '@northline/schemas';
import { loadEnv, loadEnvFile } from '../env.ts';

/** Reads one line from a terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      if (!asked) {
        process.stdout.write(text);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

/** The first line of standard input (a pipe or a file). */
async function firstLineOfStdin(): Promise<string> {
  const rl = createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await askHidden('Password (12+ characters): ');
  const second = await askHidden('Password again: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'sales' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help || !values.email) {
    console.warn(
      'Usage: pnpm --filter @northline/api user:create --email <address> [--name <name>] [--role admin|sales]\n' +
        'The password is read from a hidden prompt, or from the first line of standard input.',
    );
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const password = await readPassword();
  const parsed = newStaffUserSchema.safeParse({
    email: values.email,
    name: values.name ?? values.email.split('@')[0],
    role: values.role,
    password,
  });
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  }
  loadEnvFile();
  const env = loadEnv();
  const [{ default: pino }, { Database }, { databaseTarget }, { createStaffUser }] = await Promise.all([
    import('pino'),
    import('../db/database.ts'),
    import('../db/orm.ts'),
    import('../staff/staff-auth.ts'),
  ]);
  const db = new Database(databaseTarget(env), pino({ level: 'warn' }));
  await db.start({ waitForDatabase: true });
  try {
    const user = await createStaffUser(db.em(), parsed.data);
    process.stdout.write(`Created staff account ${user.id} (${user.role}).\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
