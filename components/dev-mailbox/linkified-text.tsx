import { Fragment } from "react";

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
/** Punctuation that ends a sentence rather than the link it follows. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

type Part = { kind: "text"; value: string } | { kind: "link"; href: string };

function splitLinks(text: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, "");
    const start = match.index;
    if (start > last) parts.push({ kind: "text", value: text.slice(last, start) });
    parts.push({ kind: "link", href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: "text", value: text.slice(last) });
  return parts;
}

/** Plain text with every http(s) address turned into a link that opens in this tab. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === "link" ? (
          <a
            key={index}
            href={part.href}
            className="rounded-sm font-medium break-all text-primary underline underline-offset-4 hover:text-primary/80"
          >
            {part.href}
          </a>
        ) : (
          <Fragment key={index}>{part.value}</Fragment>
        ),
      )}
    </>
  );
}
