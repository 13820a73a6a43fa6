// eslint-disable-next-line no-restricted-imports -- the one place Next's Link is imported
import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * Next's Link, fetching its page when followed rather than when it comes on screen. Every page
 * here renders per request (its session, its nonce), and Next prefetches no such page without a
 * loading screen, yet still asked the server about each link on screen: 14 to 28 requests a page
 * load, about 0.1 s of the server's CPU each time, for nothing shown sooner.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
