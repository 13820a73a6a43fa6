// Small builders for integration tests. They write through Prisma like the app does.
import { randomUUID } from "node:crypto";
import type { Role } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";

export async function createUser(
  role: Role = "user",
  overrides: { email?: string; name?: string } = {},
) {
  const id = randomUUID().slice(0, 8);
  return db().user.create({
    data: {
      name: overrides.name ?? `Test ${role} ${id}`,
      email: overrides.email ?? `${role}-${id}@test.local`,
      role,
      emailVerified: new Date(),
    },
  });
}
