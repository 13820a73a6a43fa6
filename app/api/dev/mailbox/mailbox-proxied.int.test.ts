// The development mailbox on the local default (embedded database, no SMTP, loopback only, no
// proxy configured) answers only requests that reached the app straight from their client: a
// reverse proxy on the same host connects over loopback too, and would hand every reset link to
// whoever it serves. The edge marks each request (lib/runtime/edge.ts, tested there).
import { CLIENT_ADDRESS_HEADER_NAMES } from "@/test/support/proxy-header-names";
import { beforeAll, describe, expect, it, vi } from "vitest";

// The local default's settings, read when lib/env is first imported (imports come after this).
vi.hoisted(() => {
  process.env.LISTEN_HOST = "127.0.0.1";
  delete process.env.MAIL_DEV_INBOX;
  delete process.env.SMTP_URL;
  delete process.env.TRUSTED_PROXY_HOPS;
});

// These tests run on PostgreSQL (DATABASE_URL), where the mailbox never exists: let the rules see
// the embedded database the local default runs on, and decide everything else themselves.
vi.mock("@/lib/deployment", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/deployment")>();
  return {
    ...original,
    devMailboxEnabled: (settings: Parameters<typeof original.devMailboxEnabled>[0]) =>
      original.devMailboxEnabled({ ...settings, DATABASE_URL: undefined }),
  };
});

import { GET as mailbox } from "@/app/api/dev/mailbox/route";
import { registerThroughApi } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { routeBehindEdge } from "@/test/integration/route-behind-edge";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const NOT_FOUND = { success: false, error: { code: "not_found", message: "Resource not found." } };

function read(to: string, headers: Record<string, string>) {
  return call<{ to: string; kind: string }[]>(
    mailbox,
    `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
    { headers },
  );
}

describe("GET /api/dev/mailbox on the local default", () => {
  it("lists the mail for a request that came straight from its client", async () => {
    const { email } = await registerThroughApi();
    const response = await read(email, { "x-coinmarket-proxied": "0" });
    expect(response.status).toBe(200);
    expect(response.body.data?.map((mail) => [mail.to, mail.kind])).toEqual([
      [email, "verify_email"],
    ]);
  });

  it("answers 404 to a request that came through a proxy, or past no edge at all", async () => {
    const { email } = await registerThroughApi();
    const proxiedOrUnknown: Record<string, string>[] = [{ "x-coinmarket-proxied": "1" }, {}];
    for (const headers of proxiedOrUnknown) {
      const response = await read(email, headers);
      expect(response.status, JSON.stringify(headers)).toBe(404);
      expect(response.body, JSON.stringify(headers)).toEqual(NOT_FOUND);
    }
  });
});

describe("GET /api/dev/mailbox behind the edge", () => {
  const edge = routeBehindEdge((request) => mailbox(request));
  const through = (email: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${edge.port()}/api/dev/mailbox?to=${encodeURIComponent(email)}`, {
      headers,
    });

  it("answers a request straight from its client", async () => {
    const { email } = await registerThroughApi();
    expect((await through(email)).status).toBe(200);
  });

  it("answers 404 when any header a proxy adds names the client's address", async () => {
    const { email } = await registerThroughApi();
    for (const name of CLIENT_ADDRESS_HEADER_NAMES) {
      const response = await through(email, { [name]: "203.0.113.9" });
      expect(response.status, name).toBe(404);
      expect(await response.json(), name).toEqual(NOT_FOUND);
    }
  });
});
