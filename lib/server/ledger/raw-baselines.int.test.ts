// The benchmarks' raw-SQL baselines (scripts/bench/lib/raw-baselines.ts and raw-booking.ts) stay
// the transactions they mirror: each runs beside the app's code on equivalent fresh accounts, and
// the rows they leave (ledger transfers, balances, and for a booking its row, count and mails)
// must be the same. A change to transfer(), a flow or createBooking without its baseline (or the
// reverse) fails here.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SYSTEM_ACTOR } from "@/lib/server/audit/audit-actor";
import type { SessionUser } from "@/lib/auth/session-user";
import { ACCOUNT_SELECT, toSessionUser } from "@/lib/server/auth/account";
import { foldBookingCounts } from "@/lib/server/bookings/booking-count";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { db } from "@/lib/server/db/client";
import { rawTransfer } from "@/scripts/bench/lib/raw-baselines";
import { rawBooking, type RawService } from "@/scripts/bench/lib/raw-booking";
import { signedIn } from "@/test/integration/accounts";
import { balances, relabel, transfersWhere, type Labels } from "@/test/integration/mirror";
import { createUser } from "@/test/integration/fixtures";
import { createService, fund } from "@/test/integration/marketplace";
import { ensureWallet } from "./accounts";
import { checkLedgerInvariants } from "./invariants";
import { transfer, type TransferInput } from "./transfer";

const ORIGIN = "http://localhost:3000";

let pool: pg.Pool;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  // Booking notices are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterAll(() => pool.end());

afterEach(async () => {
  expect((await checkLedgerInvariants(db())).problems).toEqual([]);
});

/** Runs the work in one raw pg transaction, as the benchmarks do. */
async function inRawTransaction(work: (client: pg.PoolClient) => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await work(client);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

describe("rawTransfer mirrors transfer()", () => {
  type Move = (input: TransferInput) => Promise<unknown>;

  /** Two fresh funded wallets; moves both ways (both account-id orders), then an overdraft. */
  async function scenario(move: Move) {
    const [payer, payee] = [await createUser(), await createUser()];
    await fund(payer.id, 50);
    await fund(payee.id, 5);
    const wallets = await db().$transaction(async (tx) => ({
      payer: await ensureWallet(tx, payer.id),
      payee: await ensureWallet(tx, payee.id),
    }));
    const labels: Labels = new Map([
      [wallets.payer, "payer"],
      [wallets.payee, "payee"],
    ]);
    const accounts = [wallets.payer, wallets.payee];
    const before = await balances(labels, accounts);
    const keyPrefix = `mirror:${wallets.payer}`;
    await move({
      debitAccountId: wallets.payer,
      creditAccountId: wallets.payee,
      amount: 20,
      kind: "booking",
      idempotencyKey: `${keyPrefix}:1`,
      actor: SYSTEM_ACTOR,
    });
    await move({
      debitAccountId: wallets.payee,
      creditAccountId: wallets.payer,
      amount: 3,
      kind: "booking",
      idempotencyKey: `${keyPrefix}:2`,
      actor: SYSTEM_ACTOR,
    });
    const overdraft = await move({
      debitAccountId: wallets.payer,
      creditAccountId: wallets.payee,
      amount: 100,
      kind: "booking",
      idempotencyKey: `${keyPrefix}:3`,
      actor: SYSTEM_ACTOR,
    }).then(
      () => "moved",
      () => "refused",
    );
    const after = await balances(labels, accounts);
    return {
      overdraft,
      transfers: await transfersWhere(labels, { idempotencyKey: { startsWith: keyPrefix } }),
      before,
      after,
    };
  }

  it("writes the same rows and moves the same balances, and refuses the same overdraft", async () => {
    const app = await scenario((input) => db().$transaction((tx) => transfer(tx, input)));
    const raw = await scenario((input) => inRawTransaction((client) => rawTransfer(client, input)));
    expect(raw).toEqual(app);
    expect(app.overdraft).toBe("refused");
    expect(app.transfers).toHaveLength(2);
    expect(app.after).toEqual({ "<payer>": 33, "<payee>": 22 });
  });
});

describe("rawBooking mirrors createBooking() and its escrowBooking flow", () => {
  type Book = (user: SessionUser, service: RawService, key: string) => Promise<string>;

  /** A fresh user with 100 coins books a fresh 40-coin service of a fresh organization. */
  async function scenario(book: Book) {
    const { user: created } = await signedIn("user");
    const user = toSessionUser(
      await db().user.findUniqueOrThrow({ where: { id: created.id }, select: ACCOUNT_SELECT }),
    );
    const service = await createService({ price: 40, duration: "2 weeks" });
    await fund(user.id, 100);
    const wallet = await db().$transaction((tx) => ensureWallet(tx, user.id));
    const before = await balances(new Map([[wallet, "wallet"]]), [wallet]);
    const key = randomUUID();

    const bookingId = await book(user, { id: service.id, price: service.price }, key);
    // Both leave a tally; the count is the fold's (booking-count.ts), folded here at once.
    await foldBookingCounts();

    const booking = await db().booking.findUniqueOrThrow({
      where: { id: bookingId },
      include: { escrow: true, service: true, organization: { include: { user: true } } },
    });
    const escrow = booking.escrow!.id;
    const labels: Labels = new Map([
      [wallet, "wallet"],
      [escrow, "escrow"],
      [bookingId, "booking"],
      [user.id, "user"],
      [service.id, "service"],
      [key, "key"],
    ]);
    const mails = await db().mailOutbox.findMany({
      where: { to: { in: [user.email, booking.organization.user.email] } },
    });
    return {
      booking: {
        status: booking.status,
        totalAmount: booking.totalAmount,
        quantity: booking.quantity,
        serviceTitle: booking.serviceTitle === service.title,
        activeSlot: relabel(booking.activeSlot, labels),
        idempotencyKey: relabel(booking.idempotencyKey, labels),
        metadata: booking.metadata,
        expiresAfterMs: booking.dueAt!.getTime() - booking.createdAt.getTime(),
        completedAt: booking.completedAt,
        cancelledAt: booking.cancelledAt,
      },
      transfers: await transfersWhere(labels, { bookingId }),
      before,
      after: await balances(labels, [wallet, escrow]),
      bookingCount: booking.service.bookingCount,
      mails: mails.map((mail) => `${mail.to === user.email ? "user" : "org"}:${mail.kind}`).sort(),
    };
  }

  it("writes the same booking, ledger row, balances, counter and mails", async () => {
    const app = await scenario(
      async (user, service, key) =>
        (
          await createBooking({
            user,
            serviceId: service.id,
            idempotencyKey: key,
            expectedPrice: service.price,
          })
        ).booking.id,
    );
    const raw = await scenario((user, service, key) =>
      rawBooking(pool, user, service, key, ORIGIN),
    );
    expect(raw).toEqual(app);
    expect(app.transfers).toEqual([
      {
        kind: "booking",
        amount: 40,
        debit: "<wallet>",
        credit: "<escrow>",
        idempotencyKey: "booking:<booking>",
        paymentOrderId: null,
        bookingId: "<booking>",
        conversionRequestId: null,
        memo: null,
      },
    ]);
    expect(app.after).toEqual({ "<wallet>": 60, "<escrow>": 40 });
  });
});
