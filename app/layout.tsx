import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { connection } from "next/server";
import { FullStylesheet, RouteStyles } from "@/components/site/full-stylesheet";
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
import { pageStyles, type PageStyles } from "@/lib/server/styles/route-styles";
import { policyNonce } from "@/lib/security/headers";
import { SITE } from "@/lib/site";

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
  const requestHeaders = await headers();
  const [user, renderedZone] = await Promise.all([
    getCurrentUser(),
    renderedTimeZone(requestHeaders),
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
        {process.env.NODE_ENV === "development" ? (
          <FullStylesheet />
        ) : (
          <PageStylesheets
            styles={pageStyles(requestHeaders.get("x-pathname"))}
            nonce={policyNonce(requestHeaders.get("content-security-policy"))}
          />
        )}
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

const FULL_STYLESHEET_ID = "full-stylesheet";
// Applies the whole stylesheet once it has loaded (a `media="print"` stylesheet loads without
// holding the paint). A script, as the policy allows no inline event handlers.
const APPLY_FULL_STYLESHEET = `(function(l){function a(){l.media="all"}if(l)l.sheet?a():l.addEventListener("load",a)})(document.getElementById("${FULL_STYLESHEET_ID}"))`;

/**
 * The first paint's styles from the document itself: the route's own part of the stylesheet
 * inline in the head, then the whole stylesheet loading without holding the paint, for
 * client-side navigations to other screens (RouteStyles writes both; the window's load event
 * waits for the stylesheet). A path that matches no route links the whole stylesheet as before.
 */
function PageStylesheets({ styles, nonce }: { styles: PageStyles; nonce: string | undefined }) {
  if (styles.route === null) return <link rel="stylesheet" href={styles.stylesheet} />;
  return (
    <>
      <RouteStyles route={styles.route} stylesheet={styles.stylesheet} id={FULL_STYLESHEET_ID} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: APPLY_FULL_STYLESHEET }} />
      <noscript>
        <link rel="stylesheet" href={styles.stylesheet} />
      </noscript>
    </>
  );
}
