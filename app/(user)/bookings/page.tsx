import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "@/components/ui/link";
import { Search } from "lucide-react";
import { AccessChanged } from "@/components/account/access-changed";
import { customerLines } from "@/components/bookings/booking-lines";
import { UserBookings } from "@/components/bookings/user-bookings";
import { Container } from "@/components/layout/container";
import { buttonVariants } from "@/components/ui/button";
import { BOOKINGS_PAGE_SIZE, filterFromParam } from "@/lib/bookings/booking-filters";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { listUserBookings } from "@/lib/server/bookings/list-bookings";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "My Bookings" };

interface BookingsPageProps {
  searchParams: Promise<{ status?: string | string[] }>;
}

export default async function BookingsPage({ searchParams }: BookingsPageProps) {
  const user = await requireAccess("area.user");
  if (!user) return <AccessChanged />;
  const filter = filterFromParam((await searchParams).status);
  const [region, page] = await Promise.all([
    detectRegion(await headers()),
    listUserBookings(user, {
      status: filter === "all" ? undefined : filter,
      limit: BOOKINGS_PAGE_SIZE,
    }),
  ]);
  const dateStyle = dateStyleFor(region, await headers());
  // Each row's words come drawn, in the reader's zone: the browser loads them only for rows the
  // API sends later.
  const items = page.items.map((booking) => ({
    ...booking,
    lines: customerLines(booking, dateStyle),
  }));

  return (
    <Container className="space-y-8 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Bookings</h1>
          <p className="mt-1.5 text-muted-foreground">
            Every service you have booked with your coins. You can cancel a booking within 24 hours
            and get every coin back.
          </p>
        </div>
        <Link
          href="/services"
          className={buttonVariants({ variant: "outline", className: "w-fit" })}
        >
          <Search aria-hidden="true" />
          Browse Services
        </Link>
      </div>
      <UserBookings initial={{ filter, page: { ...page, items } }} dateStyle={dateStyle} />
    </Container>
  );
}
