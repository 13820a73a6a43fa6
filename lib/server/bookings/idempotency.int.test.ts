// Idempotency-Key on POST /api/v1/services/:id/book over HTTP on PostgreSQL: a replay of the same
// request answers the first booking; the key reused for a different request (another service,
// another expected price) is refused with 422 idempotency_key_reused and moves nothing; the header
// is parsed by a schema, so any printable key (even "invalid") works and a bad one is a 400.
import { afterEach, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED } from "@/lib/validations/idempotency";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { createService, fund, walletBalance } from "@/test/integration/marketplace";

function bookIt(token: string, serviceId: string, request: { key: string; body?: unknown }) {
  const { key, body = {} } = request;
  return call<{ id: string; serviceId: string }>(book, `/api/v1/services/${serviceId}/book`, {
    bearer: token,
    params: { id: serviceId },
    headers: { "idempotency-key": key },
    body,
  });
}

afterEach(async () => {
  expect((await checkLedgerInvariants(db())).problems).toEqual([]);
});

describe("Idempotency-Key reused for a different request", () => {
  it("refuses another service with 422 idempotency_key_reused and books nothing more", async () => {
    const { user, token } = await signedIn("user");
    const first = await createService({ price: 30 });
    const other = await createService({ price: 40 });
    await fund(user.id, 100);
    expect((await bookIt(token, first.id, { key: "key-1" })).status).toBe(201);

    const reused = await bookIt(token, other.id, { key: "key-1" });
    expect(reused.status).toBe(422);
    expect(reused.body.error).toEqual({
      code: "idempotency_key_reused",
      message: IDEMPOTENCY_KEY_REUSED,
    });
    expect(await walletBalance(user.id)).toBe(70);
    expect(await db().booking.count({ where: { userId: user.id } })).toBe(1);
  });

  it("refuses the same service with another expected price", async () => {
    const { user, token } = await signedIn("user");
    const service = await createService({ price: 30 });
    await fund(user.id, 100);
    expect(
      (await bookIt(token, service.id, { key: "key-2", body: { expectedPrice: 30 } })).status,
    ).toBe(201);
    for (const body of [{}, { expectedPrice: 25 }]) {
      const reused = await bookIt(token, service.id, { key: "key-2", body });
      expect(reused.status).toBe(422);
      expect(reused.body.error?.code).toBe("idempotency_key_reused");
    }
    const replay = await bookIt(token, service.id, { key: "key-2", body: { expectedPrice: 30 } });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await walletBalance(user.id)).toBe(70);
  });

  it("books once when one key races for two services: replays of the winner, 422 for the other", async () => {
    const { user, token } = await signedIn("user");
    const a = await createService({ price: 10 });
    const b = await createService({ price: 10 });
    await fund(user.id, 100);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        bookIt(token, index % 2 ? a.id : b.id, { key: "race-key" }),
      ),
    );
    expect(await db().booking.count({ where: { userId: user.id } })).toBe(1);
    const winner = answers.find((answer) => answer.status === 201);
    expect(winner).toBeDefined();
    for (const answer of answers) {
      if (answer === winner) continue;
      const sameService = answer.body.data?.serviceId === winner?.body.data?.serviceId;
      expect(answer.status).toBe(sameService ? 201 : 422);
    }
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(5);
    expect(await walletBalance(user.id)).toBe(90);
  });

  it("keeps keys per user: another user's same key books for them", async () => {
    const service = await createService({ price: 10 });
    for (const _ of [1, 2]) {
      const { user, token } = await signedIn("user");
      await fund(user.id, 10);
      expect((await bookIt(token, service.id, { key: "shared-key" })).status).toBe(201);
    }
  });
});

describe("the Idempotency-Key header is parsed with a schema", () => {
  it('accepts the key "invalid" like any other printable key', async () => {
    const { user, token } = await signedIn("user");
    const service = await createService({ price: 20 });
    await fund(user.id, 100);
    const first = await bookIt(token, service.id, { key: "invalid" });
    expect(first.status).toBe(201);
    const replay = await bookIt(token, service.id, { key: "invalid" });
    expect(replay.status).toBe(201);
    expect(replay.body.data?.id).toBe(first.body.data?.id);
    expect(await walletBalance(user.id)).toBe(80);
  });

  it.each([
    ["over 100 characters", "k".repeat(101)],
    ["with a space", "two words"],
    ["with a tab", "tab\there"],
    ["with a non-ASCII character", "cl\u00e9"],
  ])("refuses a key %s with 400 and books nothing", async (_, key) => {
    const { user, token } = await signedIn("user");
    const service = await createService({ price: 20 });
    await fund(user.id, 100);
    const response = await bookIt(token, service.id, { key });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: "bad_request", message: IDEMPOTENCY_KEY_INVALID });
    expect(await walletBalance(user.id)).toBe(100);
  });
});
