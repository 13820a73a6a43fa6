// The audit log on PostgreSQL: entries carry who, as what, from where and in which request;
// sealing links them in one strict sequence even when sealers and writers race; the table
// refuses changes; and a change made behind the trigger's back is found, by the API and by
// `npm run audit:verify`.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as chain } from "@/app/api/v1/admin/audit-logs/chain/route";
import { GET as exportLog } from "@/app/api/v1/admin/audit-logs/export/route";
import { GET as listLog } from "@/app/api/v1/admin/audit-logs/route";
import { PUT as setRole } from "@/app/api/v1/admin/users/[id]/role/route";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { fund } from "@/test/integration/marketplace";
import { recordAudit } from "./record-audit";
import { sealAuditLog } from "./seal-audit-log";
import { verifyAuditLog } from "./verify-audit-log";
import { INVALID_CURSOR } from "@/lib/validations/cursor";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

type Entry = {
  seq: string;
  action: string;
  actor: { id: string; email: string } | null;
  actingAs: string | null;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  requestId: string | null;
};
type EntryPage = { items: Entry[]; nextCursor: string | null };
type ChainReport = {
  ok: boolean;
  checked: number;
  firstBroken: { seq: string; problem: string } | null;
};

/** Runs raw SQL with the append-only trigger switched off, as a database owner could. */
async function behindTheTrigger(sql: string) {
  await db().$transaction(async (tx) => {
    await tx.$executeRawUnsafe(
      `ALTER TABLE "AuditLog" DISABLE TRIGGER "AuditLog_append_only_rows"`,
    );
    await tx.$executeRawUnsafe(sql);
    await tx.$executeRawUnsafe(`ALTER TABLE "AuditLog" ENABLE TRIGGER "AuditLog_append_only_rows"`);
  });
}

async function auditVerifyScript(): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      "npx",
      [
        "--no-install",
        "tsx",
        "--import",
        "./scripts/lib/server-only.mjs",
        "scripts/tools/audit-verify.ts",
      ],
      { env: { ...process.env }, timeout: 60_000 },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

describe("the audit log", () => {
  it("records an admin's action with the role acted as, the address and the request id", async () => {
    const admin = await signedIn("admin");
    const target = await signedIn("user");
    const answer = await call(setRole, `/api/v1/admin/users/${target.user.id}/role`, {
      method: "PUT",
      bearer: admin.token,
      params: { id: target.user.id },
      body: { role: "org" },
      ip: "192.0.2.77",
      headers: { "x-request-id": "req-audit-role-1" },
    });
    expect(answer.status).toBe(200);

    const page = await call<EntryPage>(
      listLog,
      `/api/v1/admin/audit-logs?entityId=${target.user.id}&action=user.role_change`,
      { bearer: admin.token },
    );
    expect(page.status).toBe(200);
    const [entry] = page.body.data?.items ?? [];
    expect(entry).toMatchObject({
      action: "user.role_change",
      actor: { id: admin.user.id, email: admin.email },
      actingAs: "admin",
      entityId: target.user.id,
      ip: "192.0.2.77",
      requestId: "req-audit-role-1",
    });
    expect(Number(entry?.seq)).toBeGreaterThan(0);
  });

  it("audits every coin movement, by the statement that moves it", async () => {
    const admin = await signedIn("admin");
    const payer = await signedIn("user");
    await fund(payer.user.id, 250);
    const transfer = await db().ledgerTransfer.findFirstOrThrow({
      where: { creditAccount: { userId: payer.user.id } },
      orderBy: { createdAt: "desc" },
    });
    const page = await call<EntryPage>(
      listLog,
      `/api/v1/admin/audit-logs?action=ledger.&entityId=${transfer.id}`,
      { bearer: admin.token },
    );
    expect(page.body.data?.items).toHaveLength(1);
    expect(page.body.data?.items[0]).toMatchObject({
      action: `ledger.${transfer.kind}`,
      entityId: transfer.id,
      after: { amount: 250, creditAccountId: transfer.creditAccountId },
    });
  });

  it("pages newest first by seq, filters by actor email and dates, and refuses bad filters", async () => {
    const admin = await signedIn("admin");
    for (let i = 0; i < 5; i += 1) {
      await db().$transaction((tx) =>
        recordAudit(tx, { actorId: admin.user.id, action: "test.paging", entityType: "test" }),
      );
    }
    const first = await call<EntryPage>(
      listLog,
      `/api/v1/admin/audit-logs?actor=${encodeURIComponent(admin.email.toUpperCase())}&action=test.paging&limit=3`,
      { bearer: admin.token },
    );
    const firstItems = first.body.data?.items ?? [];
    expect(firstItems).toHaveLength(3);
    const second = await call<EntryPage>(
      listLog,
      `/api/v1/admin/audit-logs?actor=${admin.user.id}&action=test.paging&limit=3&cursor=${first.body.data?.nextCursor}`,
      { bearer: admin.token },
    );
    const seqs = [...firstItems, ...(second.body.data?.items ?? [])].map((e) => Number(e.seq));
    expect(seqs).toHaveLength(5);
    expect([...seqs].sort((a, b) => b - a)).toEqual(seqs);
    expect(second.body.data?.nextCursor).toBeNull();

    // Two days ahead in UTC is in the future in every zone (From is a day in the caller's zone).
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const none = await call<EntryPage>(
      listLog,
      `/api/v1/admin/audit-logs?action=test.paging&from=${later}`,
      { bearer: admin.token },
    );
    expect(none.body.data?.items).toEqual([]);
    const nobody = await call<EntryPage>(
      listLog,
      "/api/v1/admin/audit-logs?actor=nobody@example.test",
      { bearer: admin.token },
    );
    expect(nobody.body.data?.items).toEqual([]);

    const reversed = await call(listLog, "/api/v1/admin/audit-logs?from=2026-02-01&to=2026-01-01", {
      bearer: admin.token,
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.error?.message).toBe("The start date must not be after the end date");
    const badDate = await call(listLog, "/api/v1/admin/audit-logs?from=yesterday", {
      bearer: admin.token,
    });
    expect(badDate.status).toBe(422);
    expect(badDate.body.error?.message).toBe("Dates are written YYYY-MM-DD");
    const badCursor = await call(listLog, "/api/v1/admin/audit-logs?cursor=1;drop", {
      bearer: admin.token,
    });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.error).toEqual({ code: "bad_request", message: INVALID_CURSOR });
  });

  it("is the admin's alone", async () => {
    const user = await signedIn("user");
    const org = await signedIn("org");
    const unverified = await signedIn("admin", { verified: false });
    const suspended = await signedIn("admin");
    await db().user.update({ where: { id: suspended.user.id }, data: { isActive: false } });
    for (const handler of [listLog, exportLog, chain]) {
      for (const caller of [user, org]) {
        expect(
          (await call(handler, "/api/v1/admin/audit-logs", { bearer: caller.token })).status,
        ).toBe(403);
      }
      expect(
        (await call(handler, "/api/v1/admin/audit-logs", { bearer: unverified.token })).status,
      ).toBe(403);
      const refused = await call(handler, "/api/v1/admin/audit-logs", { bearer: suspended.token });
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe("account_suspended");
      expect((await call(handler, "/api/v1/admin/audit-logs")).status).toBe(401);
    }
  });

  it("exports CSV with one row an entry", async () => {
    const admin = await signedIn("admin");
    await db().$transaction((tx) =>
      recordAudit(tx, {
        actorId: admin.user.id,
        action: "test.export",
        entityType: "test",
        data: { note: "=cmd|' /C calc'!A0" },
      }),
    );
    const response = await exportLog(
      new Request("http://127.0.0.1:3000/api/v1/admin/audit-logs/export?action=test.export", {
        headers: { authorization: `Bearer ${admin.token}`, "x-forwarded-for": "203.0.113.9" },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "seq,time (UTC),actor id,actor email,acting as,action,entity type,entity id,before,after,details,address,request id,hash",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${admin.user.id},${admin.email},,test.export,test`);
  });

  it("seals in one strict sequence while writers and sealers race", async () => {
    const admin = await signedIn("admin");
    await Promise.all([
      ...Array.from({ length: 30 }, (_, i) =>
        db().$transaction((tx) =>
          recordAudit(tx, {
            actorId: admin.user.id,
            action: "test.race",
            entityType: "test",
            data: { i },
          }),
        ),
      ),
      ...Array.from({ length: 5 }, () => sealAuditLog()),
    ]);
    await sealAuditLog();
    const seqs = (
      await db().auditLog.findMany({ select: { seq: true }, orderBy: { seq: "asc" } })
    ).map((row) => Number(row.seq));
    expect(seqs.every((seq) => seq > 0)).toBe(true);
    expect(seqs).toEqual(seqs.map((_, index) => index + 1));
    expect((await verifyAuditLog()).ok).toBe(true);
  });

  it("refuses to change, remove or empty the log", async () => {
    await db().$transaction((tx) =>
      recordAudit(tx, { actorId: null, action: "test.locked", entityType: "test" }),
    );
    await sealAuditLog();
    const entry = await db().auditLog.findFirstOrThrow({ where: { action: "test.locked" } });
    await expect(
      db().auditLog.update({ where: { id: entry.id }, data: { action: "test.rewritten" } }),
    ).rejects.toThrow(/append-only/);
    await expect(db().auditLog.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
    await expect(db().$executeRawUnsafe(`TRUNCATE "AuditLog"`)).rejects.toThrow(/append-only/);
    // Nor may a sealed entry be sealed again elsewhere in the chain.
    await expect(
      db().auditLog.update({
        where: { id: entry.id },
        data: { seq: 999_999n, hash: "f".repeat(64) },
      }),
    ).rejects.toThrow(/append-only/);
  });

  it("names the first broken link when a sealed entry is altered or removed directly", async () => {
    const admin = await signedIn("admin");
    for (let i = 0; i < 3; i += 1) {
      await db().$transaction((tx) =>
        recordAudit(tx, {
          actorId: admin.user.id,
          action: "test.tamper",
          entityType: "test",
          data: { i },
        }),
      );
    }
    const intact = await call<ChainReport>(chain, "/api/v1/admin/audit-logs/chain", {
      bearer: admin.token,
    });
    expect(intact.body.data).toMatchObject({ ok: true, firstBroken: null });
    expect(await auditVerifyScript()).toMatchObject({ code: 0 });

    const [victim, later] = await db().auditLog.findMany({
      where: { action: "test.tamper" },
      orderBy: { seq: "asc" },
      take: 2,
    });
    if (!victim?.seq || !later?.seq) throw new Error("entries were not sealed");
    await behindTheTrigger(
      `UPDATE "AuditLog" SET "data" = '{"i": 42}' WHERE "id" = '${victim.id}'`,
    );
    const altered = await call<ChainReport>(chain, "/api/v1/admin/audit-logs/chain", {
      bearer: admin.token,
    });
    expect(altered.body.data?.ok).toBe(false);
    expect(altered.body.data?.firstBroken).toMatchObject({
      seq: victim.seq.toString(),
      problem: `Entry ${victim.seq} was changed after it was sealed.`,
    });
    const script = await auditVerifyScript();
    expect(script.code).toBe(1);
    expect(script.out).toContain(`First broken link: seq ${victim.seq}`);

    // Put it back: the chain is whole again. Then remove the later entry.
    await behindTheTrigger(`UPDATE "AuditLog" SET "data" = '{"i": 0}' WHERE "id" = '${victim.id}'`);
    expect((await verifyAuditLog()).ok).toBe(true);
    await behindTheTrigger(`DELETE FROM "AuditLog" WHERE "id" = '${later.id}'`);
    expect((await verifyAuditLog()).firstBroken).toMatchObject({
      seq: later.seq.toString(),
      problem: `Entry ${later.seq} is missing from the sequence.`,
    });
  });
});
