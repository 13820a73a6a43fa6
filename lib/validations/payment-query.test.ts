import { describe, expect, it } from "vitest";
import { paymentHref } from "@/modules/catalog/shared/payment-link";
import { parsePaymentQuery } from "./payment-query";

describe("parsePaymentQuery", () => {
  it("defaults to 'Service' and 0 coins", () => {
    expect(parsePaymentQuery({})).toEqual({ service: "Service", price: 0 });
  });

  it.each(["12.5", "-3", "abc", "1e3", "", "99999999999999999999"])(
    "reads price %j as 0",
    (price) => {
      expect(parsePaymentQuery({ price }).price).toBe(0);
    },
  );

  it("keeps a whole price, the service and its id; the first of repeated values wins", () => {
    expect(
      parsePaymentQuery({ service: ["Monthly Stay", "x"], price: " 100 ", serviceId: "s1" }),
    ).toEqual({ service: "Monthly Stay", price: 100, serviceId: "s1" });
  });
});

describe("parsePaymentQuery and NUL characters", () => {
  it("drops values carrying a NUL, which must never reach the database", () => {
    expect(
      parsePaymentQuery({ service: "Stay\u0000", price: "10\u0000", serviceId: ["s\u0000"] }),
    ).toEqual({ service: "Service", price: 0 });
  });
});

describe("paymentHref", () => {
  it("encodes the values and skips an empty service id", () => {
    expect(paymentHref({ service: "Stay & Co", price: 30, serviceId: "" })).toBe(
      "/payment?service=Stay%20%26%20Co&price=30",
    );
  });

  it("round-trips through parsePaymentQuery", () => {
    const href = paymentHref({ service: "Weekly Stay", price: 30, serviceId: "abc" });
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(parsePaymentQuery(params)).toEqual({
      service: "Weekly Stay",
      price: 30,
      serviceId: "abc",
    });
  });
});
