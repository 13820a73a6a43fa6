// A deprecated route says so on the wire, on every answer (successes and refusals), and where it
// leads; its successor says nothing of the kind. A browser of another origin may read the three.
import { describe, expect, it } from "vitest";
import { GET as authProfile } from "@/app/api/v1/auth/profile/route";
import { GET as userProfile, PUT as updateUserProfile } from "@/app/api/v1/users/profile/route";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";

describe("a deprecated route's answers", () => {
  it("carry Deprecation, Sunset and the successor's Link, readable across origins", async () => {
    const { token } = await signedIn("user");
    const answer = await call(userProfile, "/api/v1/users/profile", { bearer: token });
    expect(answer.status).toBe(200);
    // Announced 26 November 2026, served six months more (the document's change policy).
    expect(answer.headers.get("deprecation")).toBe(`@${Date.UTC(2026, 10, 26) / 1000}`);
    expect(answer.headers.get("sunset")).toBe("Wed, 26 May 2027 00:00:00 GMT");
    expect(answer.headers.get("link")).toBe('</api/v1/auth/profile>; rel="successor-version"');
    const exposed = answer.headers.get("access-control-expose-headers")?.split(", ") ?? [];
    expect(exposed).toEqual(expect.arrayContaining(["Deprecation", "Sunset", "Link"]));
  });

  it("carry them on a refusal too, and the successor carries none", async () => {
    const refused = await call(updateUserProfile, "/api/v1/users/profile", {
      method: "PUT",
      body: { name: "Ada" },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("deprecation")).toMatch(/^@\d+$/);
    const { token } = await signedIn("user");
    const current = await call(authProfile, "/api/v1/auth/profile", { bearer: token });
    expect(current.status).toBe(200);
    expect(current.headers.has("deprecation")).toBe(false);
    expect(current.headers.has("sunset")).toBe(false);
  });
});
