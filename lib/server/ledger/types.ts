import "server-only";
import type {
  LedgerAccountKind,
  LedgerTransferKind,
  Prisma,
  PrismaClient,
} from "@/generated/prisma/client";

/** A Prisma client inside an interactive transaction (or the client itself, for reads). */
export type Tx = Prisma.TransactionClient | PrismaClient;

export type { LedgerAccountKind, LedgerTransferKind };

/** The platform's own accounts; created by the first migration with these fixed ids. */
export const PLATFORM_ACCOUNT = {
  issuance: "platform_issuance",
  redemption: "platform_redemption",
} as const;
