// A stand-in for an S3-compatible store: a local HTTP server keeping objects in memory, which
// checks every request's AWS Signature V4 itself (written from AWS's specification, not with the
// library the app signs with), so a request signed wrongly, for the wrong region or with a body
// that differs from its signed hash is refused with 403 as S3 would.
import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; headers: Record<string, string> }>;
  /** Every request as received: method, path and the refusal reason, if any. */
  log: { method: string; path: string; refused?: string }[];
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest();

function expectedSignature(
  request: IncomingMessage,
  path: string,
  signedHeaders: string[],
  scope: string,
  secret: string,
): string {
  const amzDate = String(request.headers["x-amz-date"]);
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${String(request.headers[name] ?? "").trim()}\n`)
    .join("");
  const canonicalRequest = [
    request.method,
    path,
    "",
    canonicalHeaders,
    signedHeaders.join(";"),
    String(request.headers["x-amz-content-sha256"]),
  ].join("\n");
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const [date, region, service] = scope.split("/") as [string, string, string];
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), "aws4_request");
  return createHmac("sha256", key).update(stringToSign).digest("hex");
}

/** Why S3 would refuse this request, or null. */
function refusal(
  request: IncomingMessage,
  path: string,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8}\/[^/]+\/s3\/aws4_request), SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      String(request.headers.authorization ?? ""),
    );
  if (!match) return "no or malformed Authorization";
  const [, keyId, scope, signed, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (keyId !== credentials.accessKeyId) return "unknown access key";
  if (scope.split("/")[1] !== credentials.region) return "wrong region";
  const signedHeaders = signed.split(";");
  if (!signedHeaders.includes("host") || !signedHeaders.includes("x-amz-date")) {
    return "host and x-amz-date must be signed";
  }
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) return "body hash";
  const expected = expectedSignature(
    request,
    path,
    signedHeaders,
    scope,
    credentials.secretAccessKey,
  );
  return expected === signature ? null : "signature does not match";
}

export async function startFakeS3(credentials: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): Promise<FakeS3> {
  const objects: FakeS3["objects"] = new Map();
  const log: FakeS3["log"] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const path = new URL(request.url ?? "/", "http://s3").pathname;
      const refused = refusal(request, path, body, credentials);
      log.push({ method: request.method ?? "", path, ...(refused ? { refused } : {}) });
      if (refused) {
        response.writeHead(403, { "content-type": "application/xml" });
        response.end(
          `<Error><Code>SignatureDoesNotMatch</Code><Message>${refused}</Message></Error>`,
        );
      } else if (request.method === "PUT") {
        const headers = {
          "content-type": String(request.headers["content-type"] ?? ""),
          "cache-control": String(request.headers["cache-control"] ?? ""),
        };
        objects.set(path, { body, headers });
        response.writeHead(200).end();
      } else if (request.method === "GET") {
        const object = objects.get(path);
        if (!object)
          response
            .writeHead(404, { "content-type": "application/xml" })
            .end("<Error><Code>NoSuchKey</Code></Error>");
        else response.writeHead(200, object.headers).end(object.body);
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
