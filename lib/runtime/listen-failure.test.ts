import { describe, expect, it } from "vitest";
import { listenFailure } from "./listen-failure";

function failure(code: string, message = `listen ${code}`): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
}

describe("listenFailure", () => {
  it("names the port that is taken", () => {
    expect(listenFailure(failure("EADDRINUSE"), "127.0.0.1", 3000)).toBe(
      "Port 3000 is already in use (127.0.0.1:3000): stop what holds it, or set PORT to another port.",
    );
  });

  it("shows an IPv6 address in brackets", () => {
    expect(listenFailure(failure("EADDRINUSE"), "::", 3000)).toContain("([::]:3000)");
  });

  it("says a low port needs privileges", () => {
    expect(listenFailure(failure("EACCES"), "0.0.0.0", 80)).toMatch(/^Port 80 needs privileges/);
  });

  it("says a LISTEN_HOST this machine does not have", () => {
    expect(listenFailure(failure("EADDRNOTAVAIL"), "10.9.9.9", 3000)).toBe(
      "LISTEN_HOST 10.9.9.9 is not an address of this machine (10.9.9.9:3000).",
    );
  });

  it("passes any other reason on", () => {
    expect(listenFailure(failure("EINVAL", "bad"), "127.0.0.1", 3000)).toBe(
      "Cannot listen on 127.0.0.1:3000: bad",
    );
  });
});
