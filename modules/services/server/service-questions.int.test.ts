// A service's questions (its brief at booking) over HTTP on PostgreSQL: the organization sends
// them with the service and the server gives them ids; too many, twice the same, or an id the
// service does not have are refused; an edit of a live service's questions waits for an admin
// like its other customer-facing fields, the approved ones staying the ones bookings answer; the
// catalogue's and the admin's views show them.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as approve } from "@/app/api/v1/admin/services/[id]/approve/route";
import { GET as adminServices } from "@/app/api/v1/admin/services/route";
import { POST as approveChange } from "@/app/api/v1/admin/service-changes/[id]/approve/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { GET as serviceDetail, PUT as update } from "@/app/api/v1/services/[id]/route";
import { POST as create } from "@/app/api/v1/services/route";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { AdminServiceView } from "@/modules/services/shared/admin-schemas";
import type { ServiceDetail } from "@/modules/catalog/shared/catalog-types";
import type { OrgServiceView } from "@/modules/services/shared/schemas";
import {
  SAME_QUESTION_TWICE,
  TOO_MANY_QUESTIONS,
  UNKNOWN_QUESTION_ID,
} from "@/modules/services/shared/validations-values";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { fund } from "@/test/integration/marketplace";

type Account = Awaited<ReturnType<typeof signedIn>>;

const SERVICE = {
  title: "Logo Design",
  description: "A logo in three concepts, two rounds of changes.",
  price: 400,
  category: "design",
  features: ["Three concepts"],
  tags: ["logo"],
};
const PURPOSE = { prompt: "What is the logo for?", required: true, kind: "text" } as const;
const CURRENT = { prompt: "Your current logo, if any", required: false, kind: "file" } as const;

/** Where the refusal says the problem is (the envelope's `issues`, which the call helper's type leaves out). */
function firstIssuePath(response: { body: { error?: object } }): string | undefined {
  return (response.body.error as { issues?: { path: string }[] } | undefined)?.issues?.[0]?.path;
}

beforeAll(() => {
  // Moderation emails are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const offer = (org: Account, body: unknown) =>
  call<OrgServiceView>(create, "/api/v1/services", { bearer: org.token, body });

const edit = (org: Account, id: string, body: unknown) =>
  call<OrgServiceView>(update, `/api/v1/services/${id}`, {
    method: "PUT",
    bearer: org.token,
    params: { id },
    body,
  });

const decide = (handler: typeof approve, admin: Account, id: string) =>
  call<OrgServiceView>(handler, `/api/v1/admin/x/${id}/approve`, {
    method: "POST",
    bearer: admin.token,
    params: { id },
  });

async function offered(org: Account, questions: unknown[]): Promise<OrgServiceView> {
  const response = await offer(org, { ...SERVICE, questions });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data!;
}

const detail = (id: string) =>
  call<ServiceDetail>(serviceDetail, `/api/v1/services/${id}`, { params: { id } });

describe("a service's questions", () => {
  it("are kept in order with ids the server gives, and none when left out", async () => {
    const org = await signedIn("org");
    const service = await offered(org, [PURPOSE, CURRENT]);
    expect(service.questions).toEqual([
      { id: expect.stringMatching(/^q_[\w-]{10}$/), ...PURPOSE },
      { id: expect.stringMatching(/^q_[\w-]{10}$/), ...CURRENT },
    ]);
    expect(service.questions[0]!.id).not.toBe(service.questions[1]!.id);

    const plain = await offer(org, SERVICE);
    expect(plain.body.data!.questions).toEqual([]);
  });

  it("refuses more than five, the same question twice, and a prompt that is empty or too long", async () => {
    const org = await signedIn("org");
    const six = Array.from({ length: 6 }, (_, index) => ({
      ...PURPOSE,
      prompt: `Question ${index}`,
    }));
    const tooMany = await offer(org, { ...SERVICE, questions: six });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error?.message).toBe(TOO_MANY_QUESTIONS);
    expect(TOO_MANY_QUESTIONS).toBe("A service can ask at most 5 questions.");

    const twice = await offer(org, {
      ...SERVICE,
      questions: [PURPOSE, { ...CURRENT, prompt: "WHAT IS THE LOGO FOR?" }],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.error?.message).toBe(SAME_QUESTION_TWICE);

    for (const prompt of ["  ", "x".repeat(201), "Line one\u0007"]) {
      const response = await offer(org, { ...SERVICE, questions: [{ ...PURPOSE, prompt }] });
      expect(response.status, prompt).toBe(422);
      expect(firstIssuePath(response)).toBe("questions.0.prompt");
    }
    const badKind = await offer(org, { ...SERVICE, questions: [{ ...PURPOSE, kind: "video" }] });
    expect(badKind.status).toBe(422);
  });

  it("keep their ids through an edit, take new ones, and refuse an id the service does not have", async () => {
    const org = await signedIn("org");
    const service = await offered(org, [PURPOSE]);
    const [purpose] = service.questions;

    const edited = await edit(org, service.id, {
      ...SERVICE,
      questions: [CURRENT, { ...purpose, prompt: "What will the logo be used for?" }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data!.questions).toEqual([
      { id: expect.stringMatching(/^q_/), ...CURRENT },
      { ...purpose, prompt: "What will the logo be used for?" },
    ]);

    const unknown = await edit(org, service.id, {
      ...SERVICE,
      questions: [{ ...PURPOSE, id: "q_madeup0000" }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error?.message).toBe(UNKNOWN_QUESTION_ID);
    expect(firstIssuePath(unknown)).toBe("questions.0.id");

    // Left out of an edit, the questions stay as they were.
    const untouched = await edit(org, service.id, { ...SERVICE, description: "Now with colour." });
    expect(untouched.body.data!.questions).toEqual(edited.body.data!.questions);
  });

  it("of a live service wait for an admin; bookings answer the approved ones until then", async () => {
    const org = await signedIn("org");
    const admin = await signedIn("admin");
    const customer = await signedIn("user");
    await fund(customer.user.id, 2_000);
    const service = await offered(org, [PURPOSE]);
    expect((await decide(approve, admin, service.id)).status).toBe(200);
    const [purpose] = service.questions;

    const changed = { ...CURRENT, required: true };
    const edited = await edit(org, service.id, { ...SERVICE, questions: [purpose, changed] });
    expect(edited.status).toBe(200);
    expect(edited.body.data!.questions).toEqual([purpose]);
    expect(edited.body.data!.pendingChange).toMatchObject({
      status: "pending",
      changedFields: ["questions"],
      proposed: { questions: [purpose, { id: expect.stringMatching(/^q_/), ...changed }] },
    });
    const added = edited.body.data!.pendingChange!.proposed.questions[1]!;

    // Editing the open change again keeps the id of the question it added.
    const again = await edit(org, service.id, {
      ...SERVICE,
      questions: [purpose, { ...added, prompt: "Your current logo" }],
    });
    expect(again.status).toBe(200);
    expect(again.body.data!.pendingChange!.proposed.questions[1]).toEqual({
      ...added,
      prompt: "Your current logo",
    });

    // The admin sees the old questions and the new.
    const queue = await call<{ items: AdminServiceView[] }>(
      adminServices,
      "/api/v1/admin/services?status=pending_change",
      { bearer: admin.token },
    );
    const listed = queue.body.data!.items.find((item) => item.id === service.id);
    expect(listed?.questions).toEqual([purpose]);
    expect(listed?.pendingChange?.changes).toEqual([
      {
        field: "questions",
        before: [purpose],
        after: [purpose, { ...added, prompt: "Your current logo" }],
      },
    ]);

    // The catalogue still shows, and booking still asks, the approved question only.
    expect((await detail(service.id)).body.data!.questions).toEqual([purpose]);
    const booked = await call<BookingView>(book, `/api/v1/services/${service.id}/book`, {
      bearer: customer.token,
      params: { id: service.id },
      body: { answers: [{ questionId: purpose!.id, text: "A bakery" }] },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    const approved = await decide(approveChange, admin, again.body.data!.pendingChange!.id);
    expect(approved.status).toBe(200);
    expect(approved.body.data!.questions).toEqual([
      purpose,
      { ...added, prompt: "Your current logo" },
    ]);
    expect((await detail(service.id)).body.data!.questions).toHaveLength(2);
  });

  it("show in the catalogue's view of the service", async () => {
    const org = await signedIn("org");
    const admin = await signedIn("admin");
    const service = await offered(org, [PURPOSE, CURRENT]);
    expect((await detail(service.id)).status).toBe(404);
    await decide(approve, admin, service.id);
    const shown = await detail(service.id);
    expect(shown.status).toBe(200);
    expect(shown.body.data!.questions).toEqual(service.questions);
  });
});
