// npm run admin:create's domain function: admins are made here and nowhere else.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { GET as adminUsers } from "@/app/api/v1/admin/users/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { db } from "@/lib/server/db/client";
import { call, freshIp } from "@/test/integration/http";
import { enrolThroughApi } from "@/test/integration/second-factor";
import { adminInputError, createAdmin } from "./create-admin";

describe("npm run admin:create", () => {
  it("makes an admin in the configured database who signs in and reads the admin API", async () => {
    const { stdout } = await promisify(execFile)(
      "npm",
      [
        "run",
        "--silent",
        "admin:create",
        "--",
        "--email",
        "Grace@Example.TEST",
        "--name",
        "Grace Admin",
      ],
      { env: { ...process.env, ADMIN_PASSWORD: "script-made-1" }, timeout: 60_000 },
    );
    expect(stdout).toContain("Created admin Grace Admin <grace@example.test>");
    const signedIn = await call<{ token: string; user: { role: string } }>(
      login,
      "/api/v1/auth/login",
      {
        ip: freshIp(),
        body: { email: "grace@example.test", password: "script-made-1", issueToken: true },
      },
    );
    expect(signedIn.body.data?.user.role).toBe("admin");
    expect(stdout).toContain("set up two-step verification");
    const token = signedIn.body.data!.token;
    const readUsers = () =>
      call(adminUsers, "/api/v1/admin/users?search=grace%40example.test", { bearer: token });
    // A new admin sets up a second factor before anything else.
    const first = await readUsers();
    expect(first.status).toBe(403);
    expect(first.body.error?.code).toBe("second_factor_required");
    await enrolThroughApi(token);
    expect((await readUsers()).status).toBe(200);
  });
});

describe("createAdmin", () => {
  it("creates a verified admin who can sign in and reach the admin API", async () => {
    const admin = await createAdmin(db(), {
      email: " Ada@Example.TEST ",
      name: " Ada Admin ",
      password: "long-enough-1",
    });
    expect(admin).toMatchObject({ email: "ada@example.test", name: "Ada Admin", role: "admin" });
    const row = await db().user.findUniqueOrThrow({ where: { id: admin.id } });
    expect(row.emailVerified).not.toBeNull();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const signedIn = await call<{ user: { role: string } }>(login, "/api/v1/auth/login", {
      ip: freshIp(),
      body: { email: "ada@example.test", password: "long-enough-1" },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.user.role).toBe("admin");
  });

  it("refuses an email that already has an account, and creates nothing", async () => {
    await createAdmin(db(), {
      email: "taken@example.test",
      name: "First",
      password: "long-enough-1",
    });
    await expect(
      createAdmin(db(), { email: "TAKEN@example.test", name: "Second", password: "long-enough-2" }),
    ).rejects.toThrow("An account with this email already exists");
    expect(await db().user.count({ where: { email: "taken@example.test" } })).toBe(1);
  });

  it("explains bad input before touching the database", () => {
    const good = { email: "a@b.co", name: "A", password: "long-enough-1" };
    expect(adminInputError(good)).toBeNull();
    expect(adminInputError({ ...good, name: " " })).toBe("--name is required");
    expect(adminInputError({ ...good, email: "nope" })).toBe("--email must be an email address");
    expect(adminInputError({ ...good, password: "short" })).toBe(
      "The password must be at least 6 characters",
    );
    expect(adminInputError({ ...good, password: "password" })).toBe("Password is too weak");
  });
});
