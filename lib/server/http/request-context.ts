// What the account flows need to know about a request: where to point links, who is asking.
import { clientAddress } from "@/lib/server/http/client-address";
import { appOrigin } from "./app-url";

export function requestContext(request: Request) {
  return {
    origin: appOrigin(request.headers, request.url),
    address: clientAddress(request.headers),
  };
}
