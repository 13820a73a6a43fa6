import { CircleUserRound } from "lucide-react";
import { RoleBadge } from "@/components/account/role-badge";
import { StatusBadge } from "@/components/account/status-badge";
import { SectionCard } from "@/components/data/section-card";
import type { SessionUser } from "@/lib/auth/session-user";
import { formatMonthYear } from "@/lib/format/dates";

type AccountCardUser = Pick<SessionUser, "name" | "email" | "role" | "createdAt" | "isActive">;

/** Who is signed in: name, email, role, member since and account status. */
export function AccountCard({ user }: { user: AccountCardUser }) {
  return (
    <SectionCard
      icon={CircleUserRound}
      title="Your Account"
      description="The details we hold for you."
    >
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
    </SectionCard>
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
