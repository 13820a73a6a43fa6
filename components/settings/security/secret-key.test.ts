// The authenticator's key as the set-up step prints it: grouped for reading, copied whole.
import { describe, expect, it } from "vitest";
import { groupSecret } from "./secret-key";

describe("groupSecret", () => {
  it("splits a base32 key into groups of four", () => {
    expect(groupSecret("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")).toBe(
      "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP",
    );
  });

  it("leaves a short last group as it is", () => {
    expect(groupSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });
});
