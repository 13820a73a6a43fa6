import { CircleUserRound } from "lucide-react";
import { RoleBadge } from "@/components/account/role-badge";
import { StatusBadge } from "@/components/account/status-badge";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import type { SessionUser } from "@/lib/auth/session-user";
import { formatMonthYear } from "@/lib/format/dates";

type AccountCardUser = Pick<SessionUser, "name" | "email" | "role" | "createdAt" | "isActive">;

/** Who is signed in: name, email, role, member since and account status. */
export function AccountCard({ user }: { user: AccountCardUser }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 leading-none font-semibold">
          <CircleUserRound aria-hidden="true" className="size-5 text-muted-foreground" />
          Your Account
        </h2>
        <CardDescription>The details we hold for you.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <Row term="Name">{user.name}</Row>
          <Row term="Email">{user.email}</Row>
          <Row term="Role">
            <RoleBadge role={user.role} />
          </Row>
          <Row term="Member since">{formatMonthYear(user.createdAt)}</Row>
          <Row term="Status">
            <StatusBadge isActive={user.isActive} />
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    // A value too long for the row (an email address) moves under its label before it breaks.
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <dt className="shrink-0 text-muted-foreground">{term}</dt>
      <dd className="ml-auto min-w-0 text-right font-medium [overflow-wrap:anywhere]">
        {children}
      </dd>
    </div>
  );
}
