// The db:backup file: the database's dump with the generated AUTH_SECRET beside it when the server
// runs on one, read back as written; an older backup (PGlite's gzipped dump alone) is still read,
// and anything else is refused with what it is not.
import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { packBackup, unpackBackup } from "./backup-archive";

// Sizes around the tar's 512-byte blocks.
const dumps = [0, 1, 511, 512, 513, 70_000].map((size) => gzipSync(randomBytes(size)));

describe("backup files", () => {
  it.each(dumps.map((dump) => [dump.length, dump] as const))(
    "keep a %i-byte dump and the secret as written",
    (_size, database) => {
      const secret = randomBytes(32).toString("base64url");
      expect(unpackBackup(packBackup({ database, authSecret: secret }), "b.tar")).toEqual({
        database,
        authSecret: secret,
      });
      expect(unpackBackup(packBackup({ database }), "b.tar")).toEqual({ database });
    },
  );

  it("are tar files whose entries a tar tool lists: the dump, then the secret", () => {
    const file = packBackup({ database: dumps[1]!, authSecret: "s".repeat(43) });
    expect(file.length % 512).toBe(0);
    expect(file.subarray(0, 13).toString()).toBe("pglite.tar.gz");
    expect(file.subarray(257, 262).toString()).toBe("ustar");
  });

  it("read a backup from before the secret travelled with it: the gzipped dump alone", () => {
    expect(unpackBackup(dumps[2]!, "old.tar.gz")).toEqual({ database: dumps[2] });
  });

  it("refuse a file that is not a backup, saying so", () => {
    expect(() => unpackBackup(Buffer.from("hello, world"), "notes.txt")).toThrow(
      "notes.txt is not a db:backup file (truncated).",
    );
    expect(() => unpackBackup(Buffer.alloc(2048, 7), "noise.bin")).toThrow(
      "noise.bin is not a db:backup file (not a tar file).",
    );
    const truncated = packBackup({ database: dumps[5]! }).subarray(0, 4096);
    expect(() => unpackBackup(truncated, "cut.tar")).toThrow("cut.tar is not a db:backup file");
  });
});
