// Bad input over HTTP on PostgreSQL: a NUL character (which PostgreSQL cannot store) in any
// string that would reach SQL is refused by the route wrapper with one 400 and one message, on
// every route at once; a malformed session cookie counts as no session, never as a 500.
import { describe, expect, it } from "vitest";
import { POST as forgotPassword } from "@/app/api/v1/auth/forgot-password/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as refund } from "@/app/api/v1/payments/refund/route";
import { POST as simulatedPay } from "@/app/api/v1/payments/simulated/pay/route";
import { POST as verifyPayment } from "@/app/api/v1/payments/verify/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { GET as getService } from "@/app/api/v1/services/[id]/route";
import { GET as catalogue } from "@/app/api/v1/services/route";
import { GET as myBookings } from "@/app/api/v1/users/bookings/route";
import { GET as profile, PUT as updateProfile } from "@/app/api/v1/users/profile/route";
import { GET as paymentHistory } from "@/app/api/v1/payments/history/route";
import { NUL_NOT_ALLOWED } from "@/lib/validations/text-input";
import { PASSWORD, signedIn } from "@/test/integration/accounts";
import { call, freshIp, type CallResult } from "@/test/integration/http";
import { createService } from "@/test/integration/marketplace";

function expectNulRefused(response: CallResult) {
  expect(response.status).toBe(400);
  expect(response.body.error).toEqual({ code: "bad_request", message: NUL_NOT_ALLOWED });
}

describe("a NUL character in input that would reach SQL: 400, never 500", () => {
  it("in the login email or password", async () => {
    for (const body of [
      { email: "person\u0000@example.test", password: PASSWORD },
      { email: "person@example.test", password: `${PASSWORD}\u0000` },
    ]) {
      expectNulRefused(await call(login, "/api/v1/auth/login", { ip: freshIp(), body }));
    }
  });

  it("in a registration's name or email", async () => {
    for (const field of ["name", "email"] as const) {
      const body = {
        name: "Nul Person",
        email: "nul-person@example.test",
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
        role: "user",
        [field]: field === "name" ? "Nul\u0000Person" : "nul\u0000@example.test",
      };
      expectNulRefused(await call(register, "/api/v1/auth/register", { ip: freshIp(), body }));
    }
  });

  it("in the forgot-password email", async () => {
    expectNulRefused(
      await call(forgotPassword, "/api/v1/auth/forgot-password", {
        ip: freshIp(),
        body: { email: "admin\u0000@demo.test" },
      }),
    );
  });

  it("in the catalogue's search or cursor, and in a service id", async () => {
    expectNulRefused(await call(catalogue, "/api/v1/services?search=yoga%00"));
    expectNulRefused(await call(catalogue, "/api/v1/services?cursor=%00abc"));
    expectNulRefused(await call(getService, "/api/v1/services/x", { params: { id: "svc\u0000" } }));
  });

  it("in a signed-in user's cursors, profile name, booking and order ids", async () => {
    const account = await signedIn("user");
    const bearer = account.token;
    expectNulRefused(await call(myBookings, "/api/v1/users/bookings?cursor=%00", { bearer }));
    expectNulRefused(
      await call(paymentHistory, "/api/v1/payments/history?cursor=a%00", { bearer }),
    );
    expectNulRefused(
      await call(updateProfile, "/api/v1/users/profile", {
        method: "PUT",
        bearer,
        body: { name: "New\u0000Name" },
      }),
    );
    const service = await createService();
    expectNulRefused(
      await call(book, "/api/v1/services/x/book", {
        bearer,
        params: { id: `${service.id}\u0000` },
        body: {},
      }),
    );
    expectNulRefused(
      await call(simulatedPay, "/api/v1/payments/simulated/pay", {
        bearer,
        body: { orderId: "order_\u0000", outcome: "success" },
      }),
    );
    expectNulRefused(
      await call(verifyPayment, "/api/v1/payments/verify", {
        bearer,
        body: {
          razorpay_order_id: "order_\u0000",
          razorpay_payment_id: "pay_x",
          razorpay_signature: "00",
        },
      }),
    );
  });

  it("in an admin's refund order id", async () => {
    const admin = await signedIn("admin");
    expectNulRefused(
      await call(refund, "/api/v1/payments/refund", {
        bearer: admin.token,
        body: { orderId: "order_\u0000" },
      }),
    );
  });
});

describe("a malformed session cookie counts as no session", () => {
  const malformed = "authjs.session-token=%E0%A4%A";

  it("answers a signed-in route with 401 and a public route normally", async () => {
    const mine = await call(profile, "/api/v1/users/profile", {
      headers: { cookie: malformed },
    });
    expect(mine.status).toBe(401);
    expect(mine.body.error?.code).toBe("unauthorized");
    const listed = await call(catalogue, "/api/v1/services", { headers: { cookie: malformed } });
    expect(listed.status).toBe(200);
  });

  it("does not hide a valid session cookie sent beside it", async () => {
    const account = await signedIn("user");
    const response = await call<{ email: string }>(profile, "/api/v1/users/profile", {
      headers: { cookie: `${malformed}; ${account.browser.cookieHeader()}` },
    });
    expect(response.status).toBe(200);
    expect(response.body.data?.email).toBe(account.email);
  });
});
