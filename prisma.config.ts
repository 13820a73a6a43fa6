import { defineConfig } from "prisma/config";

// The app itself never reads this file: it connects through a driver adapter (lib/server/db),
// and migrations run through scripts/db-migrate.ts. This is for Prisma's own CLI (generate).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
