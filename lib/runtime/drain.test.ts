import { once } from "node:events";
import { request as httpRequest, type IncomingMessage, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createDrainableServer } from "./drain";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A server whose requests wait until the test answers them; `arrived` names each as it comes. */
async function start() {
  const waiting = new Map<string, (status: number) => void>();
  const arrivals: ((path: string) => void)[] = [];
  const { server, drain } = createDrainableServer((request, response) => {
    request.resume();
    const path = request.url ?? "/";
    waiting.set(path, (status) => response.writeHead(status).end(path));
    arrivals.shift()?.(path);
  });
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const arrived = () => new Promise<string>((resolve) => arrivals.push(resolve));
  const answer = (path: string, status = 200) => waiting.get(path)?.(status);
  return { drain, server, port, arrived, answer };
}

function get(port: number, path: string) {
  return new Promise<IncomingMessage & { body: string }>((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve(Object.assign(response, { body })));
    });
    request.on("error", reject);
    request.end();
  });
}

/** Reads raw HTTP from a kept-alive socket until it closes. */
function readAll(socket: Socket) {
  let text = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (text += chunk));
  // A reset shows as the text read so far being all there is.
  socket.on("error", () => {});
  return new Promise<string>((resolve) => socket.on("close", () => resolve(text)));
}

describe("createDrainableServer", () => {
  it("lets a request in flight finish, and refuses new connections, once draining", async () => {
    const { drain, port, arrived, answer } = await start();
    const slow = get(port, "/slow");
    await arrived();
    const drained = drain(10_000);
    await expect(get(port, "/late")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    answer("/slow");
    const response = await slow;
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("/slow");
    await expect(drained).resolves.toEqual({ finished: true, abandoned: 0 });
  });

  it("closes kept-alive connections: after the answers in flight, and idle ones at once", async () => {
    const { drain, port, arrived, answer } = await start();
    const busy = connect(port, "127.0.0.1");
    const idle = connect(port, "127.0.0.1");
    await Promise.all([once(busy, "connect"), once(idle, "connect")]);
    const [busyText, idleText] = [readAll(busy), readAll(idle)];
    busy.write("GET /slow HTTP/1.1\r\nHost: t\r\n\r\n");
    await arrived();
    const drained = drain(10_000);
    expect(await idleText).toBe("");
    answer("/slow");
    const raw = await busyText;
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    expect(raw).toMatch(/connection: close/i);
    await expect(drained).resolves.toEqual({ finished: true, abandoned: 0 });
  });

  it("answers a request that arrives on a kept-alive connection while draining 503, Connection: close", async () => {
    const { drain, server, port } = await start();
    const parsed = new Promise<void>((resolve) =>
      // Node's parser reads the bytes first (its listener came first): the request has begun.
      server.once("connection", (socket: Socket) => socket.once("data", () => resolve())),
    );
    const socket = connect(port, "127.0.0.1");
    const text = readAll(socket);
    socket.write("GET /late HTTP/1.1\r\nHost: t\r\n");
    await parsed;
    const drained = drain(10_000);
    socket.write("\r\n");
    const raw = await text;
    expect(raw).toMatch(/^HTTP\/1\.1 503/);
    expect(raw).toMatch(/connection: close/i);
    expect(raw).toMatch(/retry-after: 1/i);
    expect(raw).toContain('"code":"service_unavailable"');
    await expect(drained).resolves.toEqual({ finished: true, abandoned: 0 });
  });

  it("gives up on requests still running at the bound and closes their connections", async () => {
    const { drain, port, arrived } = await start();
    const stuck = get(port, "/stuck");
    await arrived();
    await expect(drain(50)).resolves.toEqual({ finished: false, abandoned: 1 });
    await expect(stuck).rejects.toMatchObject({ code: "ECONNRESET" });
  });

  it("resolves at once with nothing in flight", async () => {
    const { drain, server } = await start();
    await expect(drain(10_000)).resolves.toEqual({ finished: true, abandoned: 0 });
    expect(server.listening).toBe(false);
  });
});
