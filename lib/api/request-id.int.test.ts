// Every answer names its request with X-Request-Id, whatever it is: the envelope, a document of
// its own (the OpenAPI document, a CSV export, the metrics), a redirect, an unknown path.
import { describe, expect, it } from "vitest";
import { GET as unknownPath } from "@/app/api/[[...path]]/route";
import { GET as exportUsers } from "@/app/api/v1/admin/users/export/route";
import { GET as verifyEmail } from "@/app/api/v1/auth/verify-email/route";
import { GET as metrics } from "@/app/api/v1/metrics/route";
import { GET as openApi } from "@/app/api/v1/openapi.json/route";
import { signedIn } from "@/test/integration/accounts";
import { ORIGIN } from "@/test/integration/http";

/** The handler's answer as it is (the JSON harness would parse a CSV or a document as JSON). */
async function raw(
  handler: (request: Request) => Response | Promise<Response>,
  path: string,
  bearer?: string,
): Promise<Response> {
  const headers = new Headers({ "x-request-id": "trace-me-7", "x-forwarded-for": "203.0.113.8" });
  if (bearer) headers.set("authorization", `Bearer ${bearer}`);
  return handler(new Request(new URL(path, ORIGIN), { headers }));
}

describe("X-Request-Id", () => {
  it("is on answers that are not the envelope, the caller's own when it sent a safe one", async () => {
    const admin = await signedIn("admin");
    const answers = {
      document: await raw(openApi, "/api/v1/openapi.json"),
      csv: await raw(exportUsers, "/api/v1/admin/users/export", admin.token),
      metrics: await raw(metrics, "/api/v1/metrics"),
      redirect: await raw(verifyEmail, "/api/v1/auth/verify-email?oobCode=nope"),
      unknown: await raw(unknownPath, "/api/v9/none"),
    };
    for (const [kind, answer] of Object.entries(answers)) {
      expect({ kind, id: answer.headers.get("x-request-id") }).toEqual({ kind, id: "trace-me-7" });
    }
    expect(answers.csv.status).toBe(200);
    expect(answers.redirect.status).toBe(303);
  });
});
