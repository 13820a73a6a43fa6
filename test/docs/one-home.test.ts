// Each behaviour has one home in the docs: docs/spec.md says what a screen does, docs/features.md
// how it is built, and neither copies the other's text (a copy drifts and then contradicts it).
// History lives in docs/decisions/ and git, so neither the docs nor the code cite issue numbers,
// and the code's quoted headings of a doc ("docs/security.md "Payout destinations"") exist.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");

const SKIPPED_DIRS = new Set(["node_modules", "generated", ".next"]);

function walk(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(path, keep);
    return keep(path) ? [path] : [];
  });
}

const repoPath = (path: string) => relative(ROOT, path).split("\\").join("/");
const read = (path: string) => readFileSync(path, "utf8");

const SOURCE = /\.(ts|tsx|mjs|js|sql|css|prisma)$/;
const CODE_DIRS = ["lib", "app", "components", "scripts", "modules", "e2e", "test", "prisma"];
const codeFiles = [
  ...readdirSync(ROOT)
    .filter((name) => SOURCE.test(name))
    .map((name) => join(ROOT, name)),
  ...CODE_DIRS.flatMap((dir) => {
    try {
      return walk(join(ROOT, dir), (p) => SOURCE.test(p) && !p.endsWith(".d.ts"));
    } catch {
      return []; // a folder this tree does not have (yet)
    }
  }),
];
const docFiles = [join(ROOT, "README.md"), ...walk(join(ROOT, "docs"), (p) => p.endsWith(".md"))];

/** The word issue and a number, or a number after "#" in brackets: a tracker entry, not a reason. */
const ISSUE_CITATION = /\bissue\s+#?\d+\b|\(#\d+\)/gi;

function issueCitations(files: string[]): string[] {
  return files.flatMap((file) => {
    const text = read(file);
    return [...text.matchAll(ISSUE_CITATION)].map((match) => {
      const line = text.slice(0, match.index).split("\n").length;
      return `${repoPath(file)}:${line}: ${match[0]}`;
    });
  });
}

/** The words of a markdown text as read: no code fences, link targets or emphasis marks. */
function words(markdown: string): string[] {
  return markdown
    .replace(/^```[\s\S]*?^```/gm, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[`*_[\]>|]/g, " ")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}

const SHINGLE = 12;
const MIN_SHARED_CHARS = 200;

/**
 * Every stretch of `b` of at least MIN_SHARED_CHARS characters that `a` also holds, found as
 * runs of SHINGLE-word sequences the two share.
 */
function sharedStretches(a: string, b: string): string[] {
  const aWords = words(a);
  const bWords = words(b);
  const shingle = (list: string[], i: number) => list.slice(i, i + SHINGLE).join(" ");
  const inA = new Set<string>();
  for (let i = 0; i + SHINGLE <= aWords.length; i++) inA.add(shingle(aWords, i));
  const stretches: string[] = [];
  let start = -1;
  for (let i = 0; i + SHINGLE <= bWords.length + 1; i++) {
    const shared = i + SHINGLE <= bWords.length && inA.has(shingle(bWords, i));
    if (shared && start < 0) start = i;
    if (!shared && start >= 0) {
      const text = bWords.slice(start, i - 1 + SHINGLE).join(" ");
      if (text.length >= MIN_SHARED_CHARS) stretches.push(text);
      start = -1;
    }
  }
  return stretches;
}

const headingsOf = (markdown: string) =>
  markdown
    .replace(/^```[\s\S]*?^```/gm, "")
    .split("\n")
    .flatMap((line) => /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1] ?? []);

describe("one home per behaviour", () => {
  it("finds the code and the docs it checks", () => {
    expect(codeFiles.length).toBeGreaterThan(500);
    expect(docFiles.map(repoPath)).toEqual(
      expect.arrayContaining(["docs/spec.md", "docs/features.md", "docs/decisions/README.md"]),
    );
  });

  it("no docs cite issue numbers: history is in docs/decisions/ and git", () => {
    expect(issueCitations(docFiles)).toEqual([]);
  });

  it("no code cites issue numbers: a comment says why, not which ticket", () => {
    expect(issueCitations(codeFiles)).toEqual([]);
  });

  it("spec.md and features.md share no passage of 200 characters or more", () => {
    const spec = read(join(ROOT, "docs/spec.md"));
    const features = read(join(ROOT, "docs/features.md"));
    expect(sharedStretches(spec, features)).toEqual([]);
  });

  it("finds a passage the two share (the check itself works)", () => {
    const passage = "word ".repeat(10) + "a sentence long enough to count. ".repeat(6);
    expect(sharedStretches(`# A\n\n${passage}\n`, `Intro.\n\n- ${passage}`)).toHaveLength(1);
    expect(sharedStretches(`# A\n\n${passage}\n`, "Something else entirely.")).toEqual([]);
  });

  it("the headings the code quotes from docs other than spec.md exist", () => {
    const quoted = codeFiles.flatMap((file) =>
      [...read(file).matchAll(/\bdocs\/([a-z0-9/_-]+\.md) "([^"\n]+)"/g)]
        .filter(([, doc]) => doc !== "spec.md") // test/docs/doc-links.test.ts checks these
        .map(([, doc = "", name = ""]) => ({ file: repoPath(file), doc, name })),
    );
    expect(quoted.length).toBeGreaterThan(5);
    const missing = quoted.filter(({ doc, name }) => {
      let text = "";
      try {
        text = read(join(ROOT, "docs", doc));
      } catch {
        return true;
      }
      return !headingsOf(text).some((h) => h.toLowerCase().includes(name.toLowerCase()));
    });
    expect(missing.map(({ file, doc, name }) => `${file}: docs/${doc} "${name}"`)).toEqual([]);
  });
});
