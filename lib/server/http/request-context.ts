// What the account flows need to know about a request: where to point links, who is asking.
import "server-only";
import { deviceIdFrom } from "@/lib/server/auth/device-cookie";
import { clientAddress } from "./client-address";
import { appOrigin } from "./app-url";

export interface RequestContext {
  /** This site's own origin for links in mail: never read from the request's headers. */
  origin: string;
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
    origin: appOrigin(),
    address: clientAddress(request.headers),
    device: deviceIdFrom(request.headers.get("cookie")),
    userAgent: request.headers.get("user-agent")?.slice(0, USER_AGENT_MAX) || null,
  };
}
