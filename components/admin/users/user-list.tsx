"use client";

import { memo } from "react";
import { useSteadyHandler } from "@/components/admin/use-steady-handler";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import Link from "@/components/ui/link";
import { CoinAmount } from "@/components/ui/coin-amount";
import { Skeleton } from "@/components/ui/skeleton";
import type { AdminUser } from "@/lib/schemas/admin-users";
import { formatDate, type DateStyle } from "@/lib/format/date-time";
import { cn } from "@/lib/utils";
import { displayName } from "./display-name";
import type { PrintedJoinDates } from "./join-dates";
import { RoleBadge, StatusBadge } from "./user-badges";
import { UserActions } from "./user-actions";

interface UserListProps {
  users: AdminUser[];
  selfId: string;
  dateStyle: DateStyle;
  /** Join dates the server printed for the rows it drew; the others are printed here. */
  joinDates: PrintedJoinDates;
  onChanged: () => void;
}

/** A user's wallet balance, an organization's services offered, nothing for an admin. */
function Holdings({ user }: { user: AdminUser }) {
  if (user.walletBalance !== null) return <CoinAmount amount={user.walletBalance} />;
  if (user.servicesOffered !== null) {
    return (
      <span className="text-sm">
        {user.servicesOffered} {user.servicesOffered === 1 ? "service" : "services"}
      </span>
    );
  }
  return <span className="text-sm text-muted-foreground">No wallet</span>;
}

function NameLink({ user, className }: { user: AdminUser; className?: string }) {
  const name = displayName(user);
  return (
    <div className={cn("min-w-0", className)}>
      <Link
        href={`/admin/users/${encodeURIComponent(user.id)}`}
        className="rounded-sm font-medium underline underline-offset-4 hover:decoration-2 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {name}
      </Link>
      {name !== user.name ? (
        <p className="truncate text-xs text-muted-foreground">Contact: {user.name}</p>
      ) : null}
    </div>
  );
}

/** The wide layout's column headings, in the order of each row's cells. */
const COLUMNS = ["Name", "Email", "Joined", "Wallet / services", "Role", "Status", "Actions"];

/** A cell of the wide layout, padded as a table's (the row's first and last cells wider). */
const CELL = "md:table-cell md:p-2 md:align-middle";

/**
 * One list at every width, so each account is drawn and hydrated once: on a phone each account
 * is a card; from the md breakpoint the same elements are laid out by CSS as a table (rows of
 * cells under a row of headings), so the columns size themselves as a table's do. The wrappers
 * that group a card's parts give way there (display: contents) to the cells inside them. The
 * headings are only visual: each value keeps the label, or the self-describing text, a screen
 * reader reads on the card. A row keeps the card's background at every width (the frame clips it
 * to its rounded corners), so crossing the breakpoint starts no colour transition on the rows.
 */
export function UserList({ users, selfId, dateStyle, joinDates, onChanged }: UserListProps) {
  const changed = useSteadyHandler(onChanged);
  return (
    <div className="md:overflow-hidden md:rounded-xl md:border md:bg-card">
      <div className="md:relative md:w-full md:overflow-x-auto">
        <div className="md:table md:w-full md:border-collapse md:text-sm">
          <div aria-hidden="true" className="hidden md:table-header-group">
            <div className="md:table-row md:border-b">
              {COLUMNS.map((column) => (
                <div
                  key={column}
                  className="md:table-cell md:h-10 md:px-2 md:align-middle md:font-medium md:whitespace-nowrap md:first:pl-4 md:last:pr-4"
                >
                  {column}
                </div>
              ))}
            </div>
          </div>
          <ul aria-label="Users" className="space-y-3 md:table-row-group">
            {users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                self={user.id === selfId}
                dateStyle={dateStyle}
                joined={joinDates[user.id]}
                onChanged={changed}
              />
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

interface UserRowProps {
  user: AdminUser;
  /** The signed-in admin's own row. */
  self: boolean;
  dateStyle: DateStyle;
  /** Its join date as the server printed it, when the server drew the row. */
  joined: string | undefined;
  onChanged: () => void;
}

/**
 * One account, hydrated on its own after the page's first pass, in short slices
 * (HydrationSlice) rather than with every other row in one long main-thread task. Memoized, with
 * a handler that keeps its identity: a render of the list before the row has hydrated leaves it
 * alone, where new props would make React hydrate it at once. The slice sits inside the row, so
 * the markup is the list's as before.
 */
const UserRow = memo(function UserRow({ user, self, dateStyle, joined, onChanged }: UserRowProps) {
  return (
    // A phone's card off the screen is styled and laid out only when scrolled to
    // (content-visibility), standing in at a little above a card's height until then. A table
    // row (md and up) cannot be contained, and is drawn as before.
    <li className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 bg-card max-md:rounded-xl max-md:border max-md:p-4 max-md:[contain-intrinsic-height:auto_20rem] max-md:[content-visibility:auto] md:table-row md:border-b md:whitespace-nowrap md:transition-colors md:last:border-b-0 md:hover:bg-muted/50">
      <HydrationSlice>
        <div className="min-w-0 md:contents">
          <NameLink user={user} className={cn(CELL, "md:pl-4")} />
          <p
            className={cn("truncate text-sm max-md:text-muted-foreground", CELL)}
            title={user.email}
          >
            {user.email}
          </p>
        </div>
        <dl className="col-span-2 grid grid-cols-2 gap-2 text-sm md:contents">
          <div className={CELL}>
            <dt className="max-md:text-muted-foreground md:sr-only">Joined</dt>
            <dd>{joined ?? formatDate(user.joinDate, dateStyle)}</dd>
          </div>
          <div className={CELL}>
            <dt className="max-md:text-muted-foreground md:sr-only">
              {user.role === "org" ? "Services offered" : "Wallet"}
            </dt>
            <dd>
              <Holdings user={user} />
            </dd>
          </div>
        </dl>
        {/* On the card the badges sit beside the name; in the row they follow the facts. */}
        <div className="col-start-2 row-start-1 flex flex-col items-end gap-1 md:contents">
          <div className={cn("flex", CELL)}>
            <RoleBadge role={user.role} />
          </div>
          <div className={cn("flex", CELL)}>
            <StatusBadge status={user.status} />
          </div>
        </div>
        <div className={cn("col-span-2", CELL, "md:pr-4")}>
          <UserActions user={user} self={self} onChanged={onChanged} className="md:max-w-64" />
        </div>
      </HydrationSlice>
    </li>
  );
});

export function UserListSkeleton() {
  return (
    <div className="space-y-2" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} shape="lg" className="h-14 w-full" />
      ))}
    </div>
  );
}
