// The registration options as the API answers them, checked before the browser is asked.
import { describe, expect, it } from "vitest";
import { creationOptionsOf, registrationAnswerOf } from "./webauthn-options";

const OPTIONS = {
  challenge: "Y2hhbGxlbmdl",
  rp: { name: "Coinmarket", id: "localhost" },
  user: { id: "dXNlcg", name: "mira@example.test", displayName: "Mira" },
  pubKeyCredParams: [{ alg: -7, type: "public-key" }],
  timeout: 60000,
};

describe("creationOptionsOf", () => {
  it("passes registration options through", () => {
    expect(creationOptionsOf(OPTIONS)).toEqual(OPTIONS);
  });

  it("refuses options that are not a registration's", () => {
    expect(() => creationOptionsOf({ challenge: "Y2hhbGxlbmdl", rpId: "localhost" })).toThrow(
      "The server's passkey options were not understood.",
    );
    const { user: _user, ...withoutUser } = OPTIONS;
    expect(() => creationOptionsOf(withoutUser)).toThrow();
  });
});

describe("registrationAnswerOf", () => {
  const ANSWER = {
    id: "Y3JlZA",
    rawId: "Y3JlZA",
    type: "public-key" as const,
    clientExtensionResults: {},
    response: {
      clientDataJSON: "e30",
      attestationObject: "o2M",
      transports: ["internal", "hybrid"],
    },
  };

  it("keeps the browser's answer as the API takes it", () => {
    expect(registrationAnswerOf(ANSWER)).toEqual(ANSWER);
  });

  it("leaves out transports the API does not know, which a newer browser may name", () => {
    const answer = { ...ANSWER, response: { ...ANSWER.response, transports: ["usb", "quantum"] } };
    expect(registrationAnswerOf(answer).response.transports).toEqual(["usb"]);
  });
});
