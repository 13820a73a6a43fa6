"use client";

import Link from "@/components/ui/link";
import { CoinAmount } from "@/components/ui/coin-amount";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { AdminUser } from "@/lib/schemas/admin-users";
import { formatDate, type DateStyle } from "@/lib/format/date-time";
import { displayName } from "./display-name";
import { RoleBadge, StatusBadge } from "./user-badges";
import { UserActions } from "./user-actions";

interface UserListProps {
  users: AdminUser[];
  selfId: string;
  dateStyle: DateStyle;
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

function NameLink({ user }: { user: AdminUser }) {
  const name = displayName(user);
  return (
    <div className="min-w-0">
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

/** A table on wide screens; on a phone each account is a card with the same facts and controls. */
export function UserList({ users, selfId, dateStyle, onChanged }: UserListProps) {
  return (
    <>
      <div className="hidden rounded-xl border bg-card md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="pl-4">Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Joined</TableHead>
              <TableHead>Wallet / services</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="pr-4">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.map((user) => (
              <TableRow key={user.id}>
                <TableCell className="pl-4">
                  <NameLink user={user} />
                </TableCell>
                <TableCell className="max-w-56 truncate" title={user.email}>
                  {user.email}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatDate(user.joinDate, dateStyle)}
                </TableCell>
                <TableCell>
                  <Holdings user={user} />
                </TableCell>
                <TableCell>
                  <RoleBadge role={user.role} />
                </TableCell>
                <TableCell>
                  <StatusBadge status={user.status} />
                </TableCell>
                <TableCell className="pr-4">
                  <UserActions
                    user={user}
                    self={user.id === selfId}
                    onChanged={onChanged}
                    className="max-w-64"
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul aria-label="Users" className="space-y-3 md:hidden">
        {users.map((user) => (
          <li key={user.id} className="space-y-3 rounded-xl border bg-card p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <NameLink user={user} />
                <p className="truncate text-sm text-muted-foreground">{user.email}</p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <RoleBadge role={user.role} />
                <StatusBadge status={user.status} />
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-muted-foreground">Joined</dt>
                <dd>{formatDate(user.joinDate, dateStyle)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">
                  {user.role === "org" ? "Services offered" : "Wallet"}
                </dt>
                <dd>
                  <Holdings user={user} />
                </dd>
              </div>
            </dl>
            <UserActions user={user} self={user.id === selfId} onChanged={onChanged} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function UserListSkeleton() {
  return (
    <div className="space-y-2" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full rounded-lg" />
      ))}
    </div>
  );
}
