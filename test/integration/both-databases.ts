// The two databases the catalogue search must answer alike on: the test run's PostgreSQL and a
// fresh in-memory PGlite (the embedded default), each migrated, for describe.each.
import { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { pgliteFactory } from "@/lib/server/db/connection";
import { migratedPGlite } from "./migrated-pglite";

export interface OpenedDatabase {
  client: PrismaClient;
  close: () => Promise<void>;
}

export const BOTH_DATABASES: { name: string; open: () => Promise<OpenedDatabase> }[] = [
  {
    name: "PostgreSQL",
    open: async () => ({ client: db(), close: async () => undefined }),
  },
  {
    name: "PGlite",
    async open() {
      const pglite = await migratedPGlite();
      const client = new PrismaClient({ adapter: pgliteFactory(pglite) });
      return {
        client,
        close: async () => {
          await client.$disconnect();
          await pglite.close();
        },
      };
    },
  },
];

/** An organization account and its profile on `client`, for services to be planted under. */
export async function plantOrganization(client: PrismaClient, name: string, email: string) {
  const user = await client.user.create({ data: { name, email, role: "org" } });
  const org = await client.organizationProfile.create({ data: { userId: user.id, name } });
  return org.id;
}
