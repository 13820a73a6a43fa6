import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/layout/container";
import { NotFoundLogger } from "@/components/marketing/not-found-logger";

/** The body of the 404 page (docs/spec.md: 'Oops! Page not found', a link home, the path logged). */
export function NotFoundContent() {
  return (
    <div className="flex flex-1 items-center">
      <NotFoundLogger />
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
        <Link href="/" className={buttonVariants({ size: "lg", className: "mt-10" })}>
          <ArrowLeft aria-hidden="true" />
          Return to Home
        </Link>
      </Container>
    </div>
  );
}
