// What the API promises its clients: an outside developer generates TypeScript types from the document with
// openapi-typescript, and an integration written with openapi-fetch against them (a user's, an
// organization's and an admin's calls: generated-client/integration.ts.txt) type-checks with no
// cast and no non-null assertion. Type-checked only; the integration suite runs the calls.
import { execFile } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/v1/auth/change-password/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as service } from "@/app/api/v1/services/[id]/route";
import { GET as services } from "@/app/api/v1/services/route";
import { POST as order } from "@/app/api/v1/payments/orders/route";
import { GET as oldProfile } from "@/app/api/v1/users/profile/route";
import type { RegisteredHandler } from "@/lib/api/route";
import { signedIn } from "@/test/integration/accounts";
import { call, freshIp, type CallOptions } from "@/test/integration/http";
import { documentProblems, type Exchange } from "./generated-client/conformance";
import { openApiDocument } from "./openapi";

const run = promisify(execFile);
const root = process.cwd();
const integration = join(root, "lib/api/generated-client/integration.ts.txt");
let folder = "";

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "generated-client-"));
  const ast = await openapiTS(JSON.parse(JSON.stringify(openApiDocument())));
  await writeFile(join(folder, "schema.ts"), astToString(ast));
  await copyFile(integration, join(folder, "integration.ts"));
  const tsconfig = {
    compilerOptions: {
      target: "ES2022",
      lib: ["ES2022", "DOM"],
      module: "ESNext",
      moduleResolution: "Bundler",
      strict: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      // The temporary folder has no node_modules of its own: the project's openapi-fetch.
      paths: { "openapi-fetch": [join(root, "node_modules/openapi-fetch")] },
    },
    files: ["schema.ts", "integration.ts"],
  };
  await writeFile(join(folder, "tsconfig.json"), JSON.stringify(tsconfig, null, 2));
}, 60_000);

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("a client generated from the document", () => {
  it("needs no cast and no non-null assertion", async () => {
    const source = await readFile(integration, "utf8");
    const code = source.replace(/\/\/.*$/gm, "");
    expect(code).not.toMatch(/\bas\s+(?!const\b)[A-Za-z{[("']/);
    expect(code).not.toMatch(/[\w\])]!(?!=)/);
    expect(code).not.toMatch(/@ts-(ignore|expect-error|nocheck)|\bany\b/);
  });

  it("type-checks the user's, organization's and admin's integration", async () => {
    const result = await run("npx", ["--no-install", "tsc", "-p", join(folder, "tsconfig.json")], {
      cwd: root,
    }).then(
      () => "",
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(result).toBe("");
  }, 120_000);
});

/** The document as a generated client reads it: plain JSON. */
const documentJson = (): Record<string, unknown> =>
  JSON.parse(JSON.stringify(openApiDocument())) as Record<string, unknown>;

async function exchange(
  handler: RegisteredHandler,
  url: string,
  options: CallOptions = {},
): Promise<Exchange> {
  const answer = await call(handler, url, options);
  const { method, path } = handler.route;
  return { method, path, sent: options.body, status: answer.status, headers: answer.headers };
}

describe("real answers, against the document a client is generated from", () => {
  it("keep its promises: declared statuses, required headers, empty bodies as it says", async () => {
    const user = await signedIn("user");
    const exchanges = [
      await exchange(login, "/api/v1/auth/login", { ip: freshIp(), body: {} }),
      await exchange(login, "/api/v1/auth/login", {
        ip: freshIp(),
        rawBody: "email=a",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      await exchange(login, "/api/v1/auth/login", {
        ip: freshIp(),
        body: { email: user.email, password: "not-the-password-1" },
      }),
      await exchange(order, "/api/v1/payments/orders", { bearer: user.token, body: {} }),
      await exchange(changePassword, "/api/v1/auth/change-password", { method: "POST" }),
      await exchange(services, "/api/v1/services"),
      await exchange(service, "/api/v1/services/missing", { params: { id: "missing" } }),
      await exchange(oldProfile, "/api/v1/users/profile", { bearer: user.token }),
    ];
    expect(exchanges.map((one) => one.status)).toEqual([422, 415, 401, 422, 401, 200, 404, 200]);
    const document = documentJson();
    expect(exchanges.flatMap((one) => documentProblems(document, one))).toEqual([]);
  });

  it("fail a status the document does not declare", async () => {
    const wrongType = await exchange(login, "/api/v1/auth/login", {
      ip: freshIp(),
      rawBody: "email=a",
      headers: { "content-type": "text/plain" },
    });
    const document = documentJson();
    expect(documentProblems(document, wrongType)).toEqual([]);
    // The document as it was before it declared 415 on JSON routes.
    const paths = document.paths as Record<string, Record<string, { responses: object }>>;
    delete (paths["/api/v1/auth/login"]!.post!.responses as Record<string, unknown>)["415"];
    expect(documentProblems(document, wrongType)).toEqual([
      "POST /api/v1/auth/login answered 415, a status the document does not declare for it",
    ]);
  });

  it("fail a header the document declares required and the answer lacks", async () => {
    const refused = await exchange(login, "/api/v1/auth/login", { ip: freshIp(), body: {} });
    const headers = new Headers(refused.headers);
    headers.delete("ratelimit-policy");
    headers.delete("x-request-id");
    expect(documentProblems(documentJson(), { ...refused, headers })).toEqual([
      "POST /api/v1/auth/login answered 422 without X-Request-Id, which the document declares required",
      "POST /api/v1/auth/login answered 422 without RateLimit-Policy, which the document declares required",
    ]);
  });

  it("fail an empty body refused where the document lets the body be empty", async () => {
    const user = await signedIn("user");
    const refused = await exchange(order, "/api/v1/payments/orders", {
      bearer: user.token,
      body: {},
    });
    expect(refused.status).toBe(422);
    const document = documentJson();
    expect(documentProblems(document, refused)).toEqual([]);
    // The order body as it once compiled: an object of optional fields, where the route takes
    // exactly one of a package or an amount.
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    paths["/api/v1/payments/orders"]!.post!.requestBody = {
      required: true,
      content: {
        "application/json": {
          schema: {
            type: "object",
            properties: { packageId: { type: "string" }, amount: { type: "integer" } },
          },
        },
      },
    };
    expect(documentProblems(document, refused)).toEqual([
      "POST /api/v1/payments/orders answered 422 to an empty body, which the document's request schema allows",
    ]);
  });
});
