// The health pings and the API's JSON 404 (SPEC.md section 7, "Health"), over plain HTTP.
import { expect, test } from "@playwright/test";

for (const path of ["/health", "/api/v1/health"]) {
  test(`GET ${path} answers 200 with the database up`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toMatchObject({
      success: true,
      data: { status: "ok", database: { ok: true } },
    });
  });
}

test("an unknown /api/v1 path answers a JSON 404, not the HTML page", async ({ request }) => {
  const response = await request.get("/api/v1/whatever");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toMatchObject({
    success: false,
    error: { code: "not_found" },
  });
});

test("an unknown /api/v1 path answers JSON 404 to other methods too", async ({ request }) => {
  const response = await request.post("/api/v1/whatever/deeper", { data: {} });
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ success: false, error: { code: "not_found" } });
});
