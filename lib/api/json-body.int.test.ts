// Which bodies are read as JSON, over HTTP on PostgreSQL: the Content-Type's media type, not the
// words in it. `text/plain; charset=application/json` was read as JSON, and text/plain is a type
// a browser sends cross-site without a preflight.
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as updateProfile } from "@/app/api/v1/users/profile/route";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import type { Account } from "@/test/integration/route-files";
import { NOT_UTF8, SEND_JSON } from "./json-body";

let account: Account;

beforeAll(async () => {
  account = await signedIn("user");
});

function putProfile(contentType: string, name = "Media Type") {
  return call<{ name: string }>(updateProfile, "/api/v1/users/profile", {
    method: "PUT",
    bearer: account.token,
    headers: { "content-type": contentType },
    body: { name },
  });
}

describe("a JSON body's Content-Type", () => {
  it.each([
    "text/plain; charset=application/json",
    "text/plain;application/json",
    "application/jsonx",
    "application/json-seq",
    "text/json",
    "application/x-www-form-urlencoded; note=application/json",
    "multipart/form-data; boundary=application/json",
  ])("%s is refused with 415", async (contentType) => {
    const response = await putProfile(contentType);
    expect(response.status).toBe(415);
    expect(response.body.error).toEqual({ code: "unsupported_media_type", message: SEND_JSON });
  });

  it.each([
    "application/json",
    "application/json; charset=utf-8",
    "Application/JSON ; charset=UTF-8",
    "application/merge-patch+json",
    "application/vnd.coinmarket.profile+json; version=1",
  ])("%s is read as JSON", async (contentType) => {
    const response = await putProfile(contentType, `Read as ${contentType.length}`);
    expect(response.status).toBe(200);
    expect(response.body.data?.name).toBe(`Read as ${contentType.length}`);
  });
});

describe("a JSON body's bytes", () => {
  it("that are not UTF-8 are a 400, not U+FFFD in the stored name", async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"name":"caf'),
      Buffer.from([0xe9]),
      Buffer.from('"}'),
    ]);
    const response = await updateProfile(
      new Request("http://127.0.0.1:3000/api/v1/users/profile", {
        method: "PUT",
        headers: { authorization: `Bearer ${account.token}`, "content-type": "application/json" },
        body: bytes,
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({ code: "invalid_json", message: NOT_UTF8 });
  });
});
