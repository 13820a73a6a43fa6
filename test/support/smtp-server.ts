// A local SMTP server for the mail tests (the smtp-server package on 127.0.0.1, port 0): keeps
// every accepted message with its envelope recipient, subject, Message-ID and decoded text, and can refuse
// recipients or hold new connections before the greeting, as a slow or struggling server does.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The Message-ID header, e.g. "<id@example.test>" (read before decoding: "" when absent). */
  messageId: string;
  /** The raw message with quoted-printable undone and folded lines joined. */
  text: string;
}

export interface LocalSmtp {
  url: string;
  received: ReceivedMail[];
  /** Every RCPT TO is answered 451 while set. */
  refuse: boolean;
  /** New connections wait before the greeting until release() is called. */
  hold(): void;
  release(): void;
  /** Resolves at the next connection (held or not). */
  nextConnection(): Promise<void>;
  close(): Promise<void>;
}

function decode(raw: string): string {
  return raw
    .replace(/\r\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function startLocalSmtp(): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  let held: (() => void)[] | undefined;
  let connectionWaiters: (() => void)[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      for (const resolve of connectionWaiters) resolve();
      connectionWaiters = [];
      if (held) held.push(() => callback());
      else callback();
    },
    onRcptTo(address, _session, callback) {
      if (state.refuse) {
        const error = Object.assign(new Error(`Mailbox busy: ${address.address}`), {
          responseCode: 451,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const text = decode(raw);
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? "",
          // From the raw headers: undoing quoted-printable can join a header to the line before.
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? "",
          text,
        });
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const greet of waiting) greet();
    },
    nextConnection: () => new Promise<void>((resolve) => connectionWaiters.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
