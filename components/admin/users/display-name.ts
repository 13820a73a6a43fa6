import type { AdminUser } from "@/lib/schemas/admin-users";

/** An organization is known by its name; the account's own name is its contact person's. */
export function displayName(user: Pick<AdminUser, "role" | "name" | "organizationName">): string {
  return user.role === "org" && user.organizationName ? user.organizationName : user.name;
}
