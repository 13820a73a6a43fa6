import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { connection } from "next/server";
import { TestModeBanner } from "@/components/site/test-mode-banner";
import { BalanceProvider } from "@/components/site/balance-provider";
import { LazyLiveCounts } from "@/components/site/lazy-live-counts";
import { LazyToaster } from "@/components/site/lazy-toaster";
import { NavigationProgress } from "@/components/site/navigation-progress";
import { TimeZoneCookie } from "@/components/site/time-zone-cookie";
import { showsBalance } from "@/lib/auth/balances";
import { paymentsMode } from "@/lib/deployment";
import { env } from "@/lib/env";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { renderedTimeZone } from "@/lib/server/http/rendered-time-zone";
import { getEarningsBalance } from "@/lib/server/dashboard/org-earnings";
import { SITE } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${SITE.name}: ${SITE.tagline}`, template: `%s · ${SITE.name}` },
  description: SITE.description,
  applicationName: SITE.name,
};

export const viewport: Viewport = {
  themeColor: "#3b3fb6",
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: its scripts carry that request's CSP nonce (proxy.ts), and
  // the test-mode banner follows the server's configuration, not the build machine's.
  await connection();
  const [user, renderedZone] = await Promise.all([
    getCurrentUser(),
    renderedTimeZone(await headers()),
  ]);
  // The signed-in account's coins for the header chip: a user's wallet (read with the session),
  // an organization's earnings (one more read, organizations only).
  const balances = {
    ...(user && showsBalance(user, "wallet") ? { wallet: user.walletBalance } : {}),
    ...(user && showsBalance(user, "earnings")
      ? { earnings: (await getEarningsBalance(user)).balance }
      : {}),
  };
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        <NavigationProgress />
        {paymentsMode(env) === "test" ? <TestModeBanner /> : null}
        <BalanceProvider balances={balances}>{children}</BalanceProvider>
        {/* One live stream per signed-in tab; another account's counts start afresh. */}
        {user?.emailVerified ? <LazyLiveCounts key={user.id} /> : null}
        <LazyToaster />
        <TimeZoneCookie renderedZone={renderedZone} />
      </body>
    </html>
  );
}
