// The API reference as plain HTML (/docs/api): the OpenAPI document's front matter and every route,
// grouped by tag, each with its method, path, summary and description, readable the moment the
// page arrives, with no script. The interactive reference (Scalar, a 4 MB script) is one link
// away for trying requests (api-reference.ts). The document's texts use only paragraphs,
// **bold** and `code`, so that much Markdown is all that is rendered; everything else is escaped.
import { openApiDocument } from "./openapi";

type Document = ReturnType<typeof openApiDocument>;

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  operationId?: string;
  deprecated?: boolean;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** One paragraph's text: escaped, then `code` and **bold** (never inside code). */
function inline(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) =>
      part.startsWith("`") && part.endsWith("`") && part.length > 1
        ? `<code>${escapeHtml(part.slice(1, -1))}</code>`
        : escapeHtml(part).replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>"),
    )
    .join("");
}

/** Paragraphs, split at blank lines. */
function markdownParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${inline(paragraph)}</p>`)
    .join("\n");
}

const tagId = (tag: string) => `tag-${tag.replace(/[^A-Za-z0-9]+/g, "-")}`;

/** The routes of each tag, in the document's order. */
function operationsByTag(document: Document) {
  const groups = new Map<string, { method: string; path: string; operation: Operation }[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const operation = value as Operation;
      const tag = operation.tags?.[0] ?? "Other";
      const list = groups.get(tag) ?? [];
      list.push({ method: method.toUpperCase(), path, operation });
      groups.set(tag, list);
    }
  }
  return groups;
}

function operationHtml({
  method,
  path,
  operation,
}: {
  method: string;
  path: string;
  operation: Operation;
}): string {
  const id = operation.operationId ? ` id="${escapeHtml(operation.operationId)}"` : "";
  return `<article class="cm-op"${id}>
<h3><span class="cm-method cm-${method.toLowerCase()}">${method}</span> <code>${escapeHtml(path)}</code>${operation.deprecated ? ' <span class="cm-deprecated">deprecated</span>' : ""}</h3>
<p class="cm-summary">${inline(operation.summary ?? "")}</p>
${markdownParagraphs(operation.description ?? "")}
</article>`;
}

/** The reference's body: heading, front matter, contents, and each tag's routes. */
export function apiReferenceBody(document: Document = openApiDocument()): string {
  const groups = operationsByTag(document);
  const tags = document.tags.filter((tag) => groups.has(tag.name));
  const contents = tags
    .map(
      (tag) =>
        `<li><a href="#${tagId(tag.name)}">${escapeHtml(tag.name)}</a> <span class="cm-count">(${groups.get(tag.name)!.length})</span></li>`,
    )
    .join("\n");
  const sections = tags
    .map(
      (tag) => `<section aria-labelledby="${tagId(tag.name)}">
<h2 id="${tagId(tag.name)}">${escapeHtml(tag.name)}</h2>
${markdownParagraphs(tag.description)}
${groups.get(tag.name)!.map(operationHtml).join("\n")}
</section>`,
    )
    .join("\n");
  return `<main id="reference" class="cm-reference">
<h1>${escapeHtml(document.info.title)}</h1>
<p class="cm-lead">Version ${escapeHtml(document.info.version)} · <a href="/api/v1/openapi.json">The OpenAPI 3.1 document</a> · <a href="/docs/api?view=interactive">Interactive reference</a> (try requests in the browser)</p>
${markdownParagraphs(document.info.description)}
<nav aria-labelledby="contents"><h2 id="contents">Contents</h2>
<ul class="cm-contents">
${contents}
</ul></nav>
${sections}
</main>`;
}

/** The plain page's style: readable at any width, light or dark as the system is. */
export const REFERENCE_CSS = `
:root { color-scheme: light dark; --fg: #1b1b1b; --muted: #5f5f5f; --bg: #fff; --line: #e5e5e5;
  --code: #f4f4f5; --accent: #2b5fc7; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #ededed; --muted: #a3a3a3; --bg: #111; --line: #2e2e2e; --code: #1f1f22;
    --accent: #7aa7ff; }
}
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.6 system-ui, sans-serif; }
a { color: var(--accent); }
a:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; border-radius: 4px; }
code { font: 0.9em/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; background: var(--code);
  padding: 0.1em 0.3em; border-radius: 4px; overflow-wrap: anywhere; }
/* Targets of the contents' links land below the sticky bar. */
[id] { scroll-margin-top: 64px; }
.cm-reference { max-width: 960px; margin: 0 auto; padding: 24px 16px 64px; }
.cm-reference h1 { font-size: 28px; margin: 8px 0 4px; }
.cm-reference h2 { font-size: 22px; margin: 40px 0 8px; padding-top: 8px; border-top: 1px solid var(--line); }
.cm-reference h3 { font-size: 16px; margin: 0 0 4px; display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline; }
.cm-reference h3 code { background: none; padding: 0; font-size: 15px; }
.cm-lead, .cm-count { color: var(--muted); }
.cm-contents { columns: 2 200px; padding-left: 20px; }
.cm-op { padding: 16px 0; border-top: 1px solid var(--line); }
.cm-op p { margin: 6px 0; }
.cm-summary { font-weight: 600; }
.cm-method { display: inline-block; min-width: 56px; text-align: center; font: 700 12px/20px system-ui, sans-serif;
  border-radius: 4px; padding: 0 6px; color: #fff; background: #52525b; }
.cm-get { background: #166534; } .cm-post { background: #1d4ed8; } .cm-put { background: #92400e; }
.cm-patch { background: #6b21a8; } .cm-delete { background: #b91c1c; }
.cm-deprecated { font-size: 12px; color: var(--muted); text-transform: uppercase; }
`;
