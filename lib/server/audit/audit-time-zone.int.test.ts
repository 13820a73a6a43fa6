// The audit log's From and To are whole days in the viewer's time zone (the cm_tz cookie the
// browser sets), the zone its times are printed in: not UTC days under a label of another zone.
import { describe, expect, it } from "vitest";
import { GET as exportLog } from "@/app/api/v1/admin/audit-logs/export/route";
import { GET as listLog } from "@/app/api/v1/admin/audit-logs/route";
import { dayKeyOf } from "@/lib/dashboard/calendar";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { recordAudit } from "./record-audit";

type EntryPage = { items: { id: string; action: string }[]; nextCursor: string | null };

// 25 hours apart: any instant falls on a different calendar day in each.
const AHEAD = "Pacific/Kiritimati"; // UTC+14
const BEHIND = "Pacific/Pago_Pago"; // UTC-11

describe("the audit log's days", () => {
  it("are days in the viewer's time zone, for the list and the export", async () => {
    const admin = await signedIn("admin");
    const action = "test.zoned_day";
    await db().$transaction((tx) =>
      recordAudit(tx, { actorId: admin.user.id, action, entityType: "test" }),
    );
    const { createdAt } = await db().auditLog.findFirstOrThrow({
      where: { action, actorId: admin.user.id },
      select: { createdAt: true },
    });
    const aheadDay = dayKeyOf(createdAt, AHEAD);
    const behindDay = dayKeyOf(createdAt, BEHIND);
    expect(aheadDay).not.toBe(behindDay);

    const list = (zone: string, day: string) =>
      call<EntryPage>(listLog, `/api/v1/admin/audit-logs?action=${action}&from=${day}&to=${day}`, {
        bearer: admin.token,
        headers: { cookie: `cm_tz=${encodeURIComponent(zone)}` },
      });
    const actions = async (zone: string, day: string) => {
      const page = await list(zone, day);
      expect(page.status).toBe(200);
      return page.body.data?.items.map((item) => item.action);
    };

    expect(await actions(AHEAD, aheadDay)).toEqual([action]);
    expect(await actions(AHEAD, behindDay)).toEqual([]);
    expect(await actions(BEHIND, behindDay)).toEqual([action]);
    expect(await actions(BEHIND, aheadDay)).toEqual([]);

    const exported = async (zone: string, day: string) => {
      const response = await exportLog(
        new Request(
          `http://127.0.0.1:3000/api/v1/admin/audit-logs/export?action=${action}&from=${day}&to=${day}`,
          {
            headers: {
              authorization: `Bearer ${admin.token}`,
              cookie: `cm_tz=${encodeURIComponent(zone)}`,
            },
          },
        ),
        { params: Promise.resolve({}) },
      );
      expect(response.status).toBe(200);
      return (await response.text()).trim().split("\r\n");
    };
    const rows = await exported(BEHIND, behindDay);
    expect(rows[0]?.split(",")[1]).toBe("time (UTC)");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(createdAt.toISOString());
    expect(await exported(BEHIND, aheadDay)).toHaveLength(1);
  });
});
