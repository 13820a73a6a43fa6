// Location on 201 over HTTP on PostgreSQL: the path of what was created, from the route's registry
// entry (never from request headers), on the first answer and on an idempotent replay, which
// answers the original 201 again. Every 201 of every integration test is checked to carry one
// (test/integration/http.ts); these check it names the right thing.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as bookingOf } from "@/app/api/v1/users/bookings/[id]/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as offer } from "@/app/api/v1/services/route";
import { PUT as edit } from "@/app/api/v1/services/[id]/route";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { createService, fund } from "@/test/integration/marketplace";

// Without SMTP_URL every mail is printed to the log; keep the test output readable.
beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

describe("Location on 201", () => {
  it("names the booking, on the first answer and on its replay (201 again, Idempotent-Replayed)", async () => {
    const { user, token } = await signedIn("user");
    const service = await createService({ price: 20 });
    await fund(user.id, 50);
    const send = () =>
      call<{ id: string }>(book, `/api/v1/services/${service.id}/book`, {
        bearer: token,
        params: { id: service.id },
        // A forged host must not leak into Location: it is a path of this server.
        headers: { "idempotency-key": "location-1", "x-forwarded-host": "evil.example" },
        body: {},
      });
    const first = await send();
    expect(first.status).toBe(201);
    const location = first.headers.get("location");
    expect(location).toBe(`/api/v1/users/bookings/${first.body.data?.id}`);
    const replay = await send();
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.headers.get("location")).toBe(location);
    // The path answers the booking.
    const id = location!.split("/").at(-1)!;
    const read = await call<{ id: string }>(bookingOf, location!, {
      bearer: token,
      params: { id },
    });
    expect(read.body.data?.id).toBe(id);
  });

  it("names an offered service by the path its organization edits it at", async () => {
    const org = await signedIn("org");
    const created = await call<{ id: string }>(offer, "/api/v1/services", {
      bearer: org.token,
      body: { title: "Logo design", description: "A logo", price: 30, category: "design" },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("location");
    expect(location).toBe(`/api/v1/services/${created.body.data?.id}`);
    const edited = await call(edit, location!, {
      method: "PUT",
      bearer: org.token,
      params: { id: created.body.data!.id },
      body: { title: "Logo design", description: "A better logo", price: 30, category: "design" },
    });
    expect(edited.status).toBe(200);
    expect(edited.headers.get("location")).toBeNull();
  });
});
