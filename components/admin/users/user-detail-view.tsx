"use client";

import { useRouter } from "next/navigation";
import { CalendarCheck, CreditCard, KeyRound, ScrollText, UserRound, Wallet } from "lucide-react";
import { AdminDetailHeading } from "@/components/admin/admin-detail-heading";
import { AuditEntryItem } from "@/components/admin/audit/audit-entry-item";
import { CoinAmount } from "@/components/ui/coin-amount";
import type { AdminUserDetail } from "@/lib/schemas/admin-users";
import { formatDate, formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { DetailListSection, DetailSection } from "./detail-section";
import { bookingRow, paymentRow, sessionRow, walletRow } from "./user-detail-rows";
import { displayName } from "./display-name";
import { ConversionsFreeze } from "./conversions-freeze";
import { OrganizationVerification } from "./organization-verification";
import { SecondFactorFact } from "./second-factor-reset";
import { SignOutEverywhere } from "./sign-out-everywhere";
import { UserActions } from "./user-actions";
import { RoleBadge, StatusBadge } from "./user-badges";
import { refreshAdminQueues } from "@/lib/swr/use-admin-queues";

interface UserDetailViewProps {
  detail: AdminUserDetail;
  selfId: string;
  dateStyle: DateStyle;
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** /admin/users/[id]: one account's profile, money, bookings, sign-ins and audit trail. */
export function UserDetailView({ detail, selfId, dateStyle }: UserDetailViewProps) {
  const router = useRouter();
  const { user, organization, wallet } = detail;
  const at = (iso: string) => formatDateTime(iso, dateStyle);

  return (
    <div className="space-y-6">
      <AdminDetailHeading
        back={{ href: "/admin/users", label: "All users" }}
        title={displayName(user)}
        aside={
          <UserActions
            user={user}
            self={user.id === selfId}
            onChanged={() => {
              // A suspension or a role change can withdraw an organization's waiting work.
              router.refresh();
              void refreshAdminQueues();
            }}
            className="sm:max-w-72 sm:justify-end"
          />
        }
      >
        {displayName(user) !== user.name ? (
          <p className="mt-1 text-sm text-muted-foreground">Contact: {user.name}</p>
        ) : null}
        <p className="mt-1 break-all text-muted-foreground">{user.email}</p>
        <div className="mt-2 flex gap-2">
          <RoleBadge role={user.role} />
          <StatusBadge status={user.status} />
        </div>
      </AdminDetailHeading>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <DetailSection id="profile-heading" icon={UserRound} title="Profile" empty="" count={1}>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact term="Joined">{formatDate(user.joinDate, dateStyle)}</Fact>
            <Fact term="Email">{user.emailVerified ? "Verified" : "Not verified"}</Fact>
            <Fact term="Sign-ins">{detail.signInCount}</Fact>
            <Fact term="Account id">{user.id}</Fact>
            <SecondFactorFact
              userId={user.id}
              name={user.name}
              on={detail.secondFactor}
              self={user.id === selfId}
              onChanged={() => router.refresh()}
            />
            {user.status === "suspended" ? (
              <>
                <Fact term="Suspended">{user.suspendedAt ? at(user.suspendedAt) : "Yes"}</Fact>
                <Fact term="Reason">{user.suspendedReason ?? "None given"}</Fact>
              </>
            ) : null}
            {organization ? (
              <>
                <Fact term="Organization">{organization.name}</Fact>
                <Fact term="Services offered">{user.servicesOffered ?? 0}</Fact>
                <Fact term="Earnings">
                  <CoinAmount amount={organization.earningsBalance} />
                </Fact>
                <Fact term="Website">{organization.website ?? "None"}</Fact>
                <OrganizationVerification
                  userId={user.id}
                  organization={organization}
                  onChanged={() => router.refresh()}
                />
                <ConversionsFreeze
                  userId={user.id}
                  organization={organization}
                  dateStyle={dateStyle}
                  onChanged={() => router.refresh()}
                />
              </>
            ) : null}
          </dl>
        </DetailSection>

        <DetailListSection
          id="wallet-heading"
          icon={Wallet}
          title="Wallet"
          action={<CoinAmount amount={wallet.balance} />}
          empty="No coins have moved through this wallet."
          rows={wallet.entries.map((entry) => walletRow(entry, at))}
          footer={
            wallet.more ? (
              <p className="mt-3 text-xs text-muted-foreground">The newest 50 entries.</p>
            ) : null
          }
        />
        <DetailListSection
          id="bookings-heading"
          icon={CalendarCheck}
          title="Bookings"
          empty="No bookings."
          rows={detail.bookings.map((booking) => bookingRow(booking, at))}
        />
        <DetailListSection
          id="payments-heading"
          icon={CreditCard}
          title="Payments"
          empty="No top-up orders."
          rows={detail.payments.map((payment) => paymentRow(payment, at))}
        />
        <DetailListSection
          id="sessions-heading"
          icon={KeyRound}
          title="Sessions"
          action={<SignOutEverywhere userId={user.id} name={user.name} />}
          empty="No browser sessions or API tokens."
          rows={detail.credentials.map((credential, index) => sessionRow(credential, index, at))}
          className="lg:col-span-2"
        />
      </div>

      <DetailSection
        id="audit-heading"
        icon={ScrollText}
        title="Audit trail"
        empty="Nothing recorded about or by this account."
        count={detail.audit.length}
      >
        <ul className="space-y-2">
          {detail.audit.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} dateStyle={dateStyle} />
          ))}
        </ul>
      </DetailSection>
    </div>
  );
}
