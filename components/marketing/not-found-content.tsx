import Link from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/layout/container";
import { NotFoundLogger } from "@/components/marketing/not-found-logger";

/**
 * The body of the 404 page (docs/spec.md: 'Oops! Page not found', a link home, the path logged).
 * `serverOnly` draws it without client components, for app/not-found.tsx: Next.js sends the root
 * not-found's client components with every page of the app.
 */
export function NotFoundContent({ serverOnly = false }: { serverOnly?: boolean }) {
  const homeClass = buttonVariants({ size: "lg", className: "mt-10" });
  const homeContent = (
    <>
      <ArrowLeftIcon />
      Return to Home
    </>
  );
  return (
    <div className="flex flex-1 items-center">
      {serverOnly ? null : <NotFoundLogger />}
      <Container className="py-20 text-center sm:py-28">
        <p
          className="text-7xl font-bold tracking-tight text-primary/70 sm:text-8xl"
          aria-hidden="true"
        >
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Oops! Page not found</h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-muted-foreground">
          The page you are looking for doesn&apos;t exist or has been moved.
        </p>
        {serverOnly ? (
          // A plain link on purpose: next/link is a client component (see above).
          // eslint-disable-next-line @next/next/no-html-link-for-pages
          <a href="/" className={homeClass}>
            {homeContent}
          </a>
        ) : (
          <Link href="/" className={homeClass}>
            {homeContent}
          </Link>
        )}
      </Container>
    </div>
  );
}

/**
 * lucide's ArrowLeft, drawn as plain markup: lucide's icons are client components, and one in the
 * root not-found (whose tree every page's payload carries) made pages without icons of their own
 * load an extra script chunk (next/link a second time) to draw an arrow they never show.
 */
function ArrowLeftIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="lucide lucide-arrow-left"
      aria-hidden="true"
    >
      <path d="m12 19-7-7 7-7" />
      <path d="M19 12H5" />
    </svg>
  );
}
