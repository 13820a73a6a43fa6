// npm start's database step against the money rules: a database whose commission no longer covers
// this build's largest package bonus is refused with the minimum to set, and COMMISSION_PERCENT
// raises it (audited) so the server can start.
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { prepareDatabase } from "./prepare-database";

const quiet = () => undefined;

describe("prepareDatabase and the money rules", () => {
  it("starts on the default rules", async () => {
    await expect(prepareDatabase(parseEnv({ ...process.env }), quiet)).resolves.toBeUndefined();
  });

  it("refuses to start when the commission no longer covers the bonus, and names the minimum", async () => {
    await db().platformSettings.update({ where: { id: 1 }, data: { commissionBps: 1000 } });
    await expect(prepareDatabase(parseEnv({ ...process.env }), quiet)).rejects.toThrow(
      "Refusing to start: The commission must be at least 14.82% with a 0% conversion fee: the 2,000-coin package gives 300 bonus coins (13.04% of its coins), and bonus coins must never come back as money. Start once with COMMISSION_PERCENT=14.82 (or more) to raise it.",
    );
  });

  it("starts with COMMISSION_PERCENT, which sets the commission and is audited", async () => {
    await db().platformSettings.update({ where: { id: 1 }, data: { commissionBps: 1000 } });
    const lines: string[] = [];
    await prepareDatabase(parseEnv({ ...process.env, COMMISSION_PERCENT: "14.9" }), (line) =>
      lines.push(line),
    );
    expect(lines).toContain("Money rules: commission set to 14.9% (COMMISSION_PERCENT)");
    expect(
      (await db().platformSettings.findUniqueOrThrow({ where: { id: 1 } })).commissionBps,
    ).toBe(1490);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: "settings.updated", entityType: "platform_settings" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit).toMatchObject({
      actorId: null,
      before: { commissionPercent: "10" },
      after: { commissionPercent: "14.9" },
    });
    expect(() => parseEnv({ ...process.env, COMMISSION_PERCENT: "14%" })).toThrow(
      "COMMISSION_PERCENT must be a percentage like 15 or 13.5",
    );
  });
});
