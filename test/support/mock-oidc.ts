// A local OpenID Connect provider standing in for Google in end-to-end tests
// (oauth2-mock-server), plus a tiny control endpoint that says who signs in next:
//   POST http://127.0.0.1:<controlPort>/identity {"email": "...", "name": "..."}
// The identity is bound to the authorization code when the browser passes /authorize, and put
// into the ID token and userinfo for that code.
import { createServer, type Server } from "node:http";
import { OAuth2Server } from "oauth2-mock-server";

interface MockIdentity {
  email: string;
  name?: string;
  emailVerified?: boolean;
}

export interface MockOidc {
  issuer: string;
  controlUrl: string;
  stop(): Promise<void>;
}

export async function startMockOidc(port: number, controlPort: number): Promise<MockOidc> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  let next: MockIdentity = { email: "google.user@example.test", name: "Google User" };
  const byCode = new Map<string, MockIdentity>();
  let lastIdentity: MockIdentity = next;

  server.service.on("beforeAuthorizeRedirect", (redirect: { url: URL }) => {
    const code = redirect.url.searchParams.get("code");
    if (code) byCode.set(code, next);
  });
  server.service.on(
    "beforeTokenSigning",
    (token: { payload: Record<string, unknown> }, req: { body?: Record<string, string> }) => {
      const identity = (req.body?.code && byCode.get(req.body.code)) || next;
      lastIdentity = identity;
      Object.assign(token.payload, {
        sub: `mock-${identity.email}`,
        email: identity.email,
        email_verified: identity.emailVerified ?? true,
        ...(identity.name ? { name: identity.name } : {}),
      });
    },
  );
  server.service.on("beforeUserinfo", (userInfo: { body: Record<string, unknown> }) => {
    Object.assign(userInfo.body, {
      sub: `mock-${lastIdentity.email}`,
      email: lastIdentity.email,
      email_verified: lastIdentity.emailVerified ?? true,
      name: lastIdentity.name,
    });
  });
  await server.start(port, "127.0.0.1");

  const control: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/identity") {
        try {
          next = JSON.parse(body) as MockIdentity;
          response.writeHead(204).end();
        } catch {
          response.writeHead(400).end("bad json");
        }
        return;
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => control.listen(controlPort, "127.0.0.1", resolve));

  return {
    issuer: server.issuer.url ?? `http://127.0.0.1:${port}`,
    controlUrl: `http://127.0.0.1:${controlPort}`,
    async stop() {
      await server.stop();
      await new Promise<void>((resolve) => control.close(() => resolve()));
    },
  };
}
