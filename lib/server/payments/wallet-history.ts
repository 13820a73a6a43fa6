// A user's wallet: its balance, what it owes after a lost card dispute, and every movement in or
// out, newest first, in keyset pages.
import "server-only";
import {
  walletEntryKindOf,
  type Page,
  type Wallet,
  type WalletEntry,
  type WalletEntryKind,
} from "@/lib/payments/wallet-entry";
import type { Prisma } from "@/generated/prisma/client";
import { formatCount } from "@/lib/format/coins";
import { walletDebtOf } from "@/lib/server/chargebacks/wallet-debt";
import { db } from "@/lib/server/db/client";
import { NewestFirst } from "@/lib/server/db/cursor";

const ENTRY_INCLUDE = {
  paymentOrder: {
    select: {
      id: true,
      providerOrderId: true,
      providerPaymentId: true,
      coins: true,
      bonusCoins: true,
    },
  },
  booking: { select: { reference: true, serviceTitle: true } },
} satisfies Prisma.LedgerTransferInclude;

type TransferRow = Prisma.LedgerTransferGetPayload<{ include: typeof ENTRY_INCLUDE }>;

function describe(row: TransferRow): string {
  const order = row.paymentOrder;
  const title = row.booking?.serviceTitle;
  switch (row.kind) {
    // A package's bonus is a movement of its own (from the platform's promotions, not paid
    // for), so the paid coins and the bonus are two lines of the history. Each line names only
    // what it adds: a package's total beside the paid coins read as if it had been added twice.
    case "topup":
      return "Coins purchased";
    case "topup_bonus":
      return order ? `Bonus coins (${formatCount(order.coins)}-coin package)` : "Bonus coins";
    case "topup_refund":
      return "Top-up refunded";
    case "topup_bonus_refund":
      return "Bonus coins taken back: top-up refunded";
    case "topup_refund_reversal":
      return "Refund reversed: coins returned";
    case "topup_bonus_refund_reversal":
      return "Refund reversed: bonus coins returned";
    case "booking":
      return title ? `Booked ${title}` : "Booking";
    case "booking_cancel":
      return title ? `Refund for cancelled ${title}` : "Booking refund";
    case "booking_partial_refund":
      return title ? `Partial refund for ${title}` : "Partial booking refund";
    // A card dispute of a top-up (a chargeback): its coins held, given back, taken back; and a
    // later top-up repaying what the wallet owed.
    case "chargeback_hold":
      return "Held: card payment disputed";
    case "chargeback_release":
      return "Held coins released: card dispute decided";
    case "chargeback_recovery":
      return "Taken back: card dispute lost";
    case "debt_repayment":
      return "Repaid what the wallet owed";
    default:
      return row.kind;
  }
}

/** Only wallet movements are read here (the query is by the wallet's account). */
function walletKindOf(row: TransferRow): WalletEntryKind {
  const kind = walletEntryKindOf(row.kind);
  if (!kind) throw new Error(`Transfer ${row.id} (${row.kind}) is no wallet movement.`);
  return kind;
}

function toEntry(row: TransferRow, walletId: string): WalletEntry {
  const amount = Number(row.amount);
  return {
    id: row.id,
    kind: walletKindOf(row),
    amount: row.creditAccountId === walletId ? amount : -amount,
    createdAt: row.createdAt.toISOString(),
    description: describe(row),
    paymentOrderId: row.paymentOrder?.id ?? null,
    reference:
      row.booking?.reference ??
      row.paymentOrder?.providerPaymentId ??
      row.paymentOrder?.providerOrderId ??
      null,
  };
}

const ENTRIES = new NewestFirst("wallet", "createdAt");

async function walletEntries(
  walletId: string,
  options: { limit: number; after: ReturnType<typeof ENTRIES.after> },
): Promise<Page<WalletEntry>> {
  const rows = await db().ledgerTransfer.findMany({
    where: {
      AND: [
        { OR: [{ debitAccountId: walletId }, { creditAccountId: walletId }] },
        ...options.after,
      ],
    },
    orderBy: ENTRIES.orderBy,
    take: options.limit + 1,
    include: ENTRY_INCLUDE,
  });
  return ENTRIES.page(rows, options.limit, (row) => toEntry(row, walletId));
}

/**
 * The user's wallet for GET /api/v1/users/wallet and the wallet page: its balance, its debt and
 * one page of its movements (with `cursor`, the page after it). One read of the account and one
 * of its debt (at once), one of the entries.
 */
export async function getWallet(
  userId: string,
  options: { limit: number; cursor?: string },
): Promise<Wallet> {
  // Read first, so a malformed cursor is refused alike with or without a wallet.
  const after = ENTRIES.after(options.cursor);
  const [account, debtCoins] = await Promise.all([
    db().ledgerAccount.findUnique({
      where: { kind_userId: { kind: "user_wallet", userId } },
      select: { id: true, balance: true },
    }),
    walletDebtOf(db(), userId),
  ]);
  if (!account) return { balance: 0, debtCoins, transactions: [], nextCursor: null };
  const page = await walletEntries(account.id, { limit: options.limit, after });
  return {
    balance: Number(account.balance),
    debtCoins,
    transactions: page.items,
    nextCursor: page.nextCursor,
  };
}
