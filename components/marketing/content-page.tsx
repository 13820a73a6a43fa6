import { Container } from "@/components/layout/container";
import { cn } from "@/lib/utils";

interface ContentPageProps {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}

/** A text page (about, legal, support): one h1, a lead paragraph, then sections at reading width. */
export function ContentPage({ eyebrow, title, intro, children, className }: ContentPageProps) {
  return (
    <Container width="3xl" className={cn("py-12 sm:py-16 lg:py-20", className)}>
      <header className="border-b pb-8">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {intro ? (
          <p className="mt-5 text-lg leading-8 text-pretty text-muted-foreground">{intro}</p>
        ) : null}
      </header>
      <div className="mt-10 space-y-12">{children}</div>
    </Container>
  );
}

interface ContentSectionProps {
  id: string;
  title: string;
  children: React.ReactNode;
}

// Typography for running text without @tailwindcss/typography: paragraphs, lists and links
// styled through child selectors so pages can write plain HTML.
const PROSE =
  "space-y-4 text-base leading-7 text-secondary-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary/80 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-muted-foreground";

export function ContentSection({ id, title, children }: ContentSectionProps) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className={cn("mt-4", PROSE)}>{children}</div>
    </section>
  );
}
