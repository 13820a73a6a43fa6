// npm run admin:create -- --email E --name N
// Creates an admin account in the configured database (DATABASE_URL, else the embedded one:
// stop `npm start` first, two processes must not open the embedded database at once).
// The password comes from ADMIN_PASSWORD, or is asked for without echo.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { PrismaClient } from "@/generated/prisma/client";
import { parseEnv } from "@/lib/env";
import { createAdmin } from "@/lib/server/admin/create-admin";
import { databaseTarget, openDatabase } from "@/lib/server/db/connection";
import { applyMigrations } from "@/lib/server/db/migrations";

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    // The question is written at once; after it the output is muted, so what is typed never shows.
    let muted = false;
    const output = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (!muted) process.stdout.write(chunk);
        done();
      },
    });
    const rl = createInterface({ input: process.stdin, output, terminal: true });
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" } },
    allowPositionals: false,
  });
  if (!values.email || !values.name) {
    console.error('usage: npm run admin:create -- --email admin@example.com --name "Ada Admin"');
    process.exit(2);
  }
  const password = process.env.ADMIN_PASSWORD ?? (await askHidden("Password for the new admin: "));
  const database = openDatabase(databaseTarget(parseEnv(process.env)));
  const prisma = new PrismaClient({ adapter: database.factory });
  try {
    await applyMigrations(database.factory);
    const admin = await createAdmin(prisma, { email: values.email, name: values.name, password });
    console.log(`Created admin ${admin.name} <${admin.email}>`);
    console.log("At the first sign-in they set up two-step verification before any admin page.");
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
}

// Exit explicitly: the wasm schema engine leaves a timer behind.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
