// The recovery codes' download: a plain text file that says what the codes are and for whom.
import { describe, expect, it } from "vitest";
import { recoveryCodesFile } from "./recovery-codes-file";

describe("recoveryCodesFile", () => {
  it("names the account and lists every code on a line of its own", () => {
    const file = recoveryCodesFile(["abcde-23456", "fghjk-78923"], "mira@example.test");
    expect(file.name).toBe("coinmarket-recovery-codes.txt");
    const lines = file.text.split("\n");
    expect(lines[0]).toBe("Coinmarket recovery codes for mira@example.test");
    expect(lines).toContain("abcde-23456");
    expect(lines).toContain("fghjk-78923");
    expect(file.text).toMatch(/Each code works once/);
    expect(file.text.endsWith("\n")).toBe(true);
  });
});
