// What the account flows need to know about a request: where to point links, who is asking.
import "server-only";
import { clientAddress } from "./client-address";
import { appOrigin } from "./app-url";

export function requestContext(request: Request) {
  return {
    origin: appOrigin(),
    address: clientAddress(request.headers),
  };
}
