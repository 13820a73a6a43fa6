// The public origin for links in emails and for redirects that need an absolute URL: APP_URL,
// else the server's own loopback origin (see lib/deployment.ts). Request headers never count:
// a client writes them, and a spoofed Host must not put another host in a mailed link.
import "server-only";
import { env } from "@/lib/env";
import { publicOrigin } from "@/lib/deployment";

export function appOrigin(): string {
  return publicOrigin(env);
}
