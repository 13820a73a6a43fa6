// A request in flight when a server is told to stop: a booking whose headers the server has read
// and whose body is still to come, and the moment the server has begun draining.
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { connect, type Socket } from "node:net";

export interface InFlightBooking {
  /** Sends the rest of the body. */
  finish(): void;
  /** Everything the server sent on the connection until it closed it. */
  answer: Promise<string>;
}

/** Raw HTTP read from a socket until the server closes it. */
export function readAll(socket: Socket): Promise<string> {
  let text = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (text += chunk));
  socket.on("error", () => {});
  return new Promise((resolve) => socket.on("close", () => resolve(text)));
}

/**
 * Books `serviceId` with `token` and resolves once the request is being served: the server
 * answered `Expect: 100-continue`, which it does when it hands the request to the app, so the
 * request counts as in flight however soon the signal comes.
 */
export async function beginBooking(
  port: number,
  { serviceId, token, expectedPrice }: { serviceId: string; token: string; expectedPrice: number },
): Promise<InFlightBooking> {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  const answer = readAll(socket);
  const continued = new Promise<void>((resolve) => {
    const onData = (chunk: string) => {
      if (!chunk.startsWith("HTTP/1.1 100")) return;
      socket.off("data", onData);
      resolve();
    };
    socket.on("data", onData);
  });
  const body = JSON.stringify({ expectedPrice });
  socket.write(
    `POST /api/v1/services/${serviceId}/book HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Authorization: Bearer ${token}\r\nIdempotency-Key: ${randomUUID()}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
      `Expect: 100-continue\r\n\r\n`,
  );
  await continued;
  return { finish: () => socket.write(body), answer };
}

/** Resolves once the server refuses new connections: it has begun draining. */
export async function refusing(port: number): Promise<void> {
  for (;;) {
    const socket = connect(port, "127.0.0.1");
    const refused = await new Promise<boolean>((resolve) => {
      socket.once("connect", () => resolve(false));
      socket.once("error", () => resolve(true));
    });
    socket.destroy();
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
