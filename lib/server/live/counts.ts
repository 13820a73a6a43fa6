// The counts a signed-in person's header and navigation show, read together: what the live stream
// pushes and GET /api/v1/live/counts answers. Each comes from the reader its own screen uses, so
// a badge and its page agree.
import "server-only";
import { showsBalance } from "@/lib/auth/balances";
import type { SessionUser } from "@/lib/auth/session-user";
import type { LiveCounts } from "@/lib/schemas/live";
import { readQueueCounts } from "@/lib/server/admin/queues";
import { getEarningsBalance } from "@/lib/server/dashboard/org-earnings";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";
import { unreadNotificationCount } from "@/lib/server/notifications/unread";
import { unreadMessageCount } from "./unread-messages";

/**
 * `user` as the caller's credential read it just now: its wallet balance comes with that read
 * (lib/server/auth/account.ts), fresh on every request and every recompute of a stream.
 */
export async function liveCountsFor(tx: Tx, user: SessionUser): Promise<LiveCounts> {
  const [notifications, messages, earnings, queues] = await Promise.all([
    unreadNotificationCount(tx, user.id),
    unreadMessageCount(tx, user),
    showsBalance(user, "earnings") ? getEarningsBalance(user) : null,
    user.role === "admin" ? readQueueCounts() : null,
  ]);
  return {
    notifications,
    messages,
    wallet: showsBalance(user, "wallet") ? user.walletBalance : null,
    earnings: earnings?.balance ?? null,
    queues,
  };
}

/** GET /api/v1/live/counts: the counts now. */
export function liveCountsNow(user: SessionUser): Promise<LiveCounts> {
  return liveCountsFor(db(), user);
}
