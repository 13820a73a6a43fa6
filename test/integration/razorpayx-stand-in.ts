// A local stand-in of RazorpayX's Payouts API (contacts, fund accounts, payouts) for tests: it
// checks Basic auth, keeps what it was sent, answers the same payout again for a repeated
// X-Payout-Idempotency key (as RazorpayX does), and can refuse payouts or fail like an outage.
// No network: it listens on a loopback port of its own.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomId, readRequest } from "./stand-in-http";

interface ReceivedCall {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

interface RazorpayXStandIn {
  url: string;
  received: ReceivedCall[];
  /** "refuse": payouts answer 400 (a bad destination); "down": 500 (an outage). */
  payouts: "ok" | "refuse" | "down";
  close(): Promise<void>;
}

export async function startRazorpayXStandIn(keyId: string, keySecret: string) {
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const byKey = new Map<string, Record<string, unknown>>();
  const state = { received: [] as ReceivedCall[], payouts: "ok" as RazorpayXStandIn["payouts"] };
  const server: Server = createServer(async (request, response) => {
    const { path, body } = await readRequest(request);
    const key = request.headers["x-payout-idempotency"];
    state.received.push({
      method: request.method ?? "",
      path,
      authorization: request.headers.authorization,
      idempotencyKey: typeof key === "string" ? key : undefined,
      body,
    });
    const answer = (status: number, payload: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(payload));
    };
    const refuse = (status: number, description: string) =>
      answer(status, { error: { code: "BAD_REQUEST_ERROR", description } });
    if (request.headers.authorization !== expected) return refuse(401, "Authentication failed");
    if (request.method !== "POST") return refuse(404, "No such endpoint");
    if (path === "/v1/contacts") {
      return answer(201, { id: randomId("cont"), entity: "contact", ...body });
    }
    if (path === "/v1/fund_accounts") {
      if (!["bank_account", "vpa"].includes(String(body.account_type))) {
        return refuse(400, "The account type is invalid.");
      }
      return answer(201, { id: randomId("fa"), entity: "fund_account", ...body });
    }
    if (path === "/v1/payouts") {
      if (typeof key !== "string" || !/^[A-Za-z0-9_ -]{4,36}$/.test(key)) {
        return refuse(
          400,
          "Idempotency key is missing. Include idempotency header and key in the request.",
        );
      }
      if (state.payouts === "down") return refuse(500, "We are facing some trouble");
      if (state.payouts === "refuse")
        return refuse(400, "The beneficiary's bank account is closed.");
      const earlier = byKey.get(key);
      if (earlier) return answer(200, earlier);
      const payout = {
        id: randomId("pout"),
        entity: "payout",
        status: "processing",
        utr: null,
        ...body,
      };
      byKey.set(key, payout);
      return answer(200, payout);
    }
    return refuse(404, "No such endpoint");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const standIn: RazorpayXStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get received() {
      return state.received;
    },
    set received(value) {
      state.received = value;
    },
    get payouts() {
      return state.payouts;
    },
    set payouts(value) {
      state.payouts = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
