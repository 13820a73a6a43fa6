// A movement's audit entry names the actor its flow handed to transfer(): inside an API request
// or outside any, the writer takes no one from the request scope.
import { describe, expect, it } from "vitest";
import { requestActor, SYSTEM_ACTOR, type AuditActor } from "@/lib/server/audit/audit-actor";
import { db } from "@/lib/server/db/client";
import { runInRequestScope, type RequestScope } from "@/lib/server/http/request-scope";
import { createUser } from "@/test/integration/fixtures";
import { ensureWallet } from "./accounts";
import { transfer } from "./transfer";
import { PLATFORM_ACCOUNT } from "./types";

/** Tops up a new user's wallet by 5 coins as `actor`; the movement's audit entry. */
async function auditedTopUp(actor: AuditActor) {
  const owner = await createUser();
  const { transferId } = await db().$transaction(async (tx) =>
    transfer(tx, {
      debitAccountId: PLATFORM_ACCOUNT.issuance,
      creditAccountId: await ensureWallet(tx, owner.id),
      amount: 5,
      kind: "topup",
      idempotencyKey: `actor-test:${owner.id}`,
      actor,
    }),
  );
  return db().auditLog.findFirstOrThrow({
    where: { entityType: "ledger_transfer", entityId: transferId },
    select: { action: true, actorId: true, actorRole: true, ip: true, requestId: true },
  });
}

describe("transfer()'s audit entry", () => {
  it("names the actor it is given, outside any request", async () => {
    const admin = await createUser("admin");
    const entry = await auditedTopUp({
      id: admin.id,
      role: "admin",
      address: "203.0.113.7",
      requestId: "req-ledger-actor",
    });
    expect(entry).toEqual({
      action: "ledger.topup",
      actorId: admin.id,
      actorRole: "admin",
      ip: "203.0.113.7",
      requestId: "req-ledger-actor",
    });
  });

  it("names the actor it is given, not the request it runs in", async () => {
    const caller = await createUser();
    const scope: RequestScope = {
      requestId: "req-in-scope",
      address: "198.51.100.1",
      actorId: caller.id,
      actorRole: "user",
    };
    const entry = await runInRequestScope(scope, () => auditedTopUp(SYSTEM_ACTOR));
    expect(entry).toEqual({
      action: "ledger.topup",
      actorId: null,
      actorRole: null,
      ip: null,
      requestId: null,
    });
  });
});

describe("requestActor()", () => {
  it("is the request's caller, address and id inside one, and the system outside", async () => {
    const caller = await createUser();
    const scope: RequestScope = {
      requestId: "req-actor",
      address: "198.51.100.2",
      actorId: caller.id,
      actorRole: "user",
    };
    expect(runInRequestScope(scope, requestActor)).toEqual({
      id: caller.id,
      role: "user",
      address: "198.51.100.2",
      requestId: "req-actor",
    });
    expect(requestActor()).toEqual(SYSTEM_ACTOR);
  });
});
