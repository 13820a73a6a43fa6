// The docs hold together: every relative link in README.md and docs/ reaches a file (and a heading,
// when it names one), every docs/<name>.md the code cites exists, and every docs/spec.md section
// or heading the code cites is one the specification has. A newcomer follows these links; a
// broken one is a dead end nobody notices until then.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");

const SKIPPED_DIRS = new Set([
  "node_modules",
  ".git",
  ".next",
  "generated",
  "screenshots",
  "test-results",
  "playwright-report",
  "bench-results",
]);

function walk(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith(".data") ? [] : walk(path, keep);
    }
    return keep(path) ? [path] : [];
  });
}

const repoPath = (path: string) => relative(ROOT, path).split("\\").join("/");

const markdownFiles = [
  join(ROOT, "README.md"),
  ...walk(join(ROOT, "docs"), (p) => p.endsWith(".md")),
];

/** The text outside fenced code blocks and inline code: links there are examples, not links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The headings outside code fences, as written (inline code in one is part of its name). */
function headings(markdown: string): string[] {
  return markdown
    .replace(/^```[\s\S]*?^```/gm, "")
    .split("\n")
    .flatMap((line) => /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1] ?? []);
}

/** A page's anchors: a repeated heading's second anchor ends in "-1", its third in "-2". */
function anchorsOf(markdown: string): string[] {
  const seen = new Map<string, number>();
  return headings(markdown).map((heading) => {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  });
}

interface Link {
  file: string;
  target: string;
}

function relativeLinks(file: string): Link[] {
  const text = prose(readFileSync(file, "utf8"));
  return [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => ({ file: repoPath(file), target }));
}

/** Why the link does not hold, or null when it does. */
function brokenLink({ file, target }: Link): string | null {
  const [pathPart = "", anchor] = target.split("#");
  const path = decodeURIComponent(pathPart);
  const absolute =
    path === ""
      ? join(ROOT, file)
      : path.startsWith("/")
        ? join(ROOT, path)
        : resolve(ROOT, dirname(file), path);
  const name = repoPath(absolute);
  if (!existsSync(absolute)) return `${file}: ${target} (no file ${name})`;
  if (anchor && name.endsWith(".md") && statSync(absolute).isFile()) {
    const anchors = anchorsOf(readFileSync(absolute, "utf8"));
    if (!anchors.includes(anchor)) return `${file}: ${target} (no heading #${anchor} in ${name})`;
  }
  return null;
}

const codeFiles = walk(ROOT, (p) => /\.(ts|tsx|mjs|js|sql|css)$/.test(p) && !p.endsWith(".d.ts"));
// This file names docs as data, not as citations.
const codeText = codeFiles
  .filter((file) => file !== __filename)
  .map((file) => ({ file: repoPath(file), text: readFileSync(file, "utf8") }));

function citations(pattern: RegExp): { file: string; match: RegExpMatchArray }[] {
  return codeText.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)].map((match) => ({ file, match })),
  );
}

const spec = readFileSync(join(ROOT, "docs/spec.md"), "utf8");

/** The text of numbered section N of docs/spec.md ("## N. ..."), up to the next "## ". */
function specSection(n: number): string {
  const start = spec.search(new RegExp(`^## ${n}\\. `, "m"));
  if (start < 0) return "";
  const next = spec.slice(start + 3).search(/^## /m);
  return next < 0 ? spec.slice(start) : spec.slice(start, start + 3 + next);
}

/** A heading's name without a trailing note in brackets: "Payment (simulated)" is "Payment". */
const bare = (heading: string) => heading.replace(/\s*\([^)]*\)\s*$/, "").toLowerCase();

function isHeadingIn(text: string, name: string): boolean {
  return headings(text).some((heading) => bare(heading) === bare(name));
}

describe("the docs' links", () => {
  it("finds the README and the docs", () => {
    expect(markdownFiles.map(repoPath)).toEqual(
      expect.arrayContaining(["README.md", "docs/architecture.md", "docs/spec.md"]),
    );
  });

  it("reach an existing file, and a heading of it when they name one", () => {
    const links = markdownFiles.flatMap(relativeLinks);
    expect(links.length).toBeGreaterThan(20);
    expect(links.flatMap((link) => brokenLink(link) ?? [])).toEqual([]);
  });

  it("lead from the README to architecture.md and from there to a route file and its domain code", () => {
    const fromReadme = relativeLinks(join(ROOT, "README.md")).map((link) => link.target);
    expect(fromReadme).toContain("docs/architecture.md");
    const fromArchitecture = relativeLinks(join(ROOT, "docs/architecture.md")).map((l) => l.target);
    expect(fromArchitecture.some((t) => /^\.\.\/app\/api\/v1\/.+\/route\.ts$/.test(t))).toBe(true);
    expect(fromArchitecture.some((t) => t.startsWith("../lib/server/"))).toBe(true);
  });
});

describe("the code's citations of docs", () => {
  it("name docs that exist", () => {
    const cited = citations(/\bdocs\/[a-z0-9/_-]+\.md\b/g);
    expect(cited.length).toBeGreaterThan(100);
    const missing = cited
      .filter(({ match }) => !existsSync(join(ROOT, match[0])))
      .map(({ file, match }) => `${file}: ${match[0]}`);
    expect(missing).toEqual([]);
  });

  it("cite sections of docs/spec.md that exist (1 to 9)", () => {
    const cited = citations(/docs\/spec\.md(?:'s)? sections? (\d+(?:(?:, | and )\d+)*)/g);
    expect(cited.length).toBeGreaterThan(30);
    for (let n = 1; n <= 9; n++) expect(specSection(n), `section ${n}`).not.toBe("");
    const wrong = cited.flatMap(({ file, match }) =>
      (match[1] ?? "")
        .split(/, | and /)
        .map(Number)
        .filter((n) => n < 1 || n > 9)
        .map((n) => `${file}: section ${n}`),
    );
    expect(wrong).toEqual([]);
  });

  it("quote headings docs/spec.md has", () => {
    const cited = citations(/docs\/spec\.md "([^"]+)"/g);
    expect(cited.length).toBeGreaterThan(20);
    const unknown = cited
      .filter(({ match }) => !isHeadingIn(spec, match[1] ?? ""))
      .map(({ file, match }) => `${file}: "${match[1]}"`);
    expect(unknown).toEqual([]);
  });

  it("quote, after a section number, a heading or words of that section", () => {
    const cited = citations(/docs\/spec\.md section (\d+),? \(?"([^"]+)"/g);
    expect(cited.length).toBeGreaterThan(10);
    const unknown = cited
      .filter(({ match }) => {
        const section = specSection(Number(match[1]));
        const name = match[2] ?? "";
        return !isHeadingIn(section, name) && !section.toLowerCase().includes(name.toLowerCase());
      })
      .map(({ file, match }) => `${file}: section ${match[1]} "${match[2]}"`);
    expect(unknown).toEqual([]);
  });
});
