// What the account flows need to know about a request: who is asking, and from where. Links in
// mail are not the request's business: they are built on the public origin (app-url.ts).
import "server-only";
import { deviceIdFrom } from "@/lib/server/auth/device-cookie";
import { clientAddress } from "./client-address";

export interface RequestContext {
  /** The client's address (rate limits, audit entries), as the edge server resolved it. */
  address: string;
  /** The browser's id from a device cookie this server signed, if it sent one. */
  device: string | null;
  /** The client's User-Agent, cut to a length worth keeping (what /settings names a device by). */
  userAgent: string | null;
}

const USER_AGENT_MAX = 300;

export function requestContext(request: Request): RequestContext {
  return {
    address: clientAddress(request.headers),
    device: deviceIdFrom(request.headers.get("cookie")),
    userAgent: request.headers.get("user-agent")?.slice(0, USER_AGENT_MAX) || null,
  };
}
