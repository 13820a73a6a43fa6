// Logout ends exactly the credential the request used: its session or its API token.
import "server-only";
import type { Caller } from "./caller";
import { revokeApiToken } from "./api-tokens";
import { deleteSession } from "./session";

export async function logout(caller: Caller): Promise<void> {
  if (caller.via === "token") await revokeApiToken(caller.credential);
  else await deleteSession(caller.credential);
}
