// What the local stand-ins of a provider's API (Razorpay's, RazorpayX's) share: a request's path
// and JSON body as the stand-in keeps them, and ids shaped like the provider's own.
import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** The request's path, and its body as JSON (a body that is not: `{ unparsable: text }`). */
export async function readRequest(
  request: IncomingMessage,
): Promise<{ path: string; body: Record<string, unknown> }> {
  const text = await readBody(request);
  const path = new URL(request.url ?? "/", "http://stand-in").pathname;
  try {
    return { path, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch {
    return { path, body: { unparsable: text } };
  }
}

/** A provider's id: its prefix and 14 hex digits ("pout_3f6c0b1e9d2a47"). */
export const randomId = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;
