import "server-only";
import type { LedgerTransferKind, Prisma, PrismaClient } from "@/generated/prisma/client";

/** A Prisma client inside an interactive transaction (or the client itself, for reads). */
export type Tx = Prisma.TransactionClient | PrismaClient;

export type { LedgerTransferKind };

/** The platform's own accounts; created by the first migration with these fixed ids. */
export const PLATFORM_ACCOUNT = {
  /** The source of paid coins: minus every coin bought and not refunded. */
  issuance: "platform_issuance",
  /** Where converted coins leave circulation. */
  redemption: "platform_redemption",
  /** The source of bonus coins (the platform's promotion): minus every bonus coin given. */
  promotions: "platform_promotions",
  /** What the platform keeps: booking commissions and conversion fees. */
  revenue: "platform_revenue",
} as const;

/**
 * The accounts allowed below zero: the sources coins come from, and a wallet's debt after a lost
 * chargeback (minus what it owes; the database keeps it at or below zero).
 */
export const SOURCE_ACCOUNT_KINDS = [
  "platform_issuance",
  "platform_promotions",
  "wallet_debt",
] as const;
