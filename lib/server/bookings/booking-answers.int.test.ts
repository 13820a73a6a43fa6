// A brief at booking over HTTP on PostgreSQL: POST /api/v1/services/:id/book answers the
// service's questions. A required one left unanswered is refused with a 422 naming it, as are an
// answer to a question the service does not have, an answer of the wrong kind, a question answered
// twice and a file that is not an upload of this site; nothing is booked and no coin moves. The
// answers are kept with the question as asked, shown on the customer's and the organization's
// booking, and a replay of the request's Idempotency-Key must carry the same answers.
import { afterEach, describe, expect, it, vi } from "vitest";
import { removeAfterAll } from "@/test/support/temporary-folder";
import { GET as orgBookings } from "@/app/api/v1/org/bookings/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as uploadHandler } from "@/app/api/v1/uploads/attachments/route";
import { GET as userBooking } from "@/app/api/v1/users/bookings/[id]/route";
import {
  ANSWERED_TWICE,
  answerKindMessage,
  NO_SUCH_QUESTION,
  TEXT_OR_FILE,
} from "@/lib/bookings/answer-messages";
import type { BookingView, OrgBookingView } from "@/lib/bookings/booking-types";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { ATTACHMENT_UPLOAD_PATH } from "@/lib/uploads/attachments";
import { IDEMPOTENCY_KEY_REUSED } from "@/lib/validations/idempotency";
import { signedIn } from "@/test/integration/accounts";
import { call, freshIp, ORIGIN } from "@/test/integration/http";
import { createService, fund, walletBalance } from "@/test/integration/marketplace";

// Before any app module reads the environment: this file's uploads go to a folder of its own.
await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  process.env.DATA_DIR = await mkdtemp(`${tmpdir()}/coinmarket-booking-answers-`);
});

// The folder goes with the file's last test.
removeAfterAll(process.env.DATA_DIR);

const PURPOSE = { id: "q_purpose", prompt: "What is the logo for?", required: true, kind: "text" };
const CURRENT = {
  id: "q_current",
  prompt: "Your current logo, if any",
  required: false,
  kind: "file",
};
const COLOURS = { id: "q_colours", prompt: "Colours you like", required: true, kind: "text" };

/** Where the refusal says the problem is (the envelope's `issues`, which the call helper's type leaves out). */
function firstIssuePath(response: { body: { error?: object } }): string | undefined {
  return (response.body.error as { issues?: { path: string }[] } | undefined)?.issues?.[0]?.path;
}

afterEach(async () => {
  expect((await checkLedgerInvariants(db())).problems).toEqual([]);
});

/** A live service of a new organization asking `questions`, and a funded customer. */
async function setUp(questions: object[]) {
  const org = await signedIn("org");
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  const service = await createService({ price: 50, organizationId: profile.id });
  await db().service.update({ where: { id: service.id }, data: { questions } });
  const customer = await signedIn("user");
  await fund(customer.user.id, 100);
  return { org, service, customer };
}

function bookIt(token: string, serviceId: string, { body, key }: { body: unknown; key?: string }) {
  return call<BookingView>(book, `/api/v1/services/${serviceId}/book`, {
    bearer: token,
    params: { id: serviceId },
    ...(key ? { headers: { "idempotency-key": key } } : {}),
    body,
  });
}

/** The customer uploads a PDF as the booking form does; its site path. */
async function uploadPdf(token: string): Promise<string> {
  const bytes = new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${crypto.randomUUID()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
  const form = new FormData();
  form.set("file", new Blob([bytes], { type: "application/pdf" }), "logo.pdf");
  const response = await uploadHandler(
    new Request(`${ORIGIN}${ATTACHMENT_UPLOAD_PATH}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "x-forwarded-for": freshIp() },
      body: form,
    }),
    { params: Promise.resolve({}) },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

/** Refused with a 422 saying `message` at `path`: nothing booked, no coin moved. */
async function expectRefused(
  response: Awaited<ReturnType<typeof bookIt>>,
  { message, path, userId }: { message: string; path: string; userId: string },
) {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.error).toMatchObject({
    code: "validation_failed",
    message,
    issues: [{ path, message }],
  });
  expect(await db().booking.count({ where: { userId } })).toBe(0);
  expect(await walletBalance(userId)).toBe(100);
}

describe("booking a service that asks questions", () => {
  it("refuses a booking without the required answers, naming the first question left out", async () => {
    const { service, customer } = await setUp([PURPOSE, CURRENT, COLOURS]);
    const userId = customer.user.id;
    await expectRefused(await bookIt(customer.token, service.id, { body: {} }), {
      message: 'Answer the question "What is the logo for?".',
      path: "answers",
      userId,
    });
    const partly = await bookIt(customer.token, service.id, {
      body: {
        answers: [{ questionId: PURPOSE.id, text: "A bakery" }],
      },
    });
    await expectRefused(partly, {
      message: 'Answer the question "Colours you like".',
      path: "answers",
      userId,
    });
    // Blank text is no answer.
    const blank = await bookIt(customer.token, service.id, {
      body: {
        answers: [
          { questionId: PURPOSE.id, text: "   " },
          { questionId: COLOURS.id, text: "Green" },
        ],
      },
    });
    expect(blank.status).toBe(422);
    expect(firstIssuePath(blank)).toBe("answers.0.text");
  });

  it("books with text and an uploaded file, keeps them with the questions as asked, and both sides see them", async () => {
    const { org, service, customer } = await setUp([PURPOSE, CURRENT, COLOURS]);
    const file = await uploadPdf(customer.token);
    const booked = await bookIt(customer.token, service.id, {
      body: {
        // In any order: they are kept in the service's.
        answers: [
          { questionId: COLOURS.id, text: "Green and gold" },
          { questionId: CURRENT.id, file },
          { questionId: PURPOSE.id, text: "  A bakery opening in March.\nTwo shops.  " },
        ],
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const answers = [
      {
        questionId: PURPOSE.id,
        prompt: PURPOSE.prompt,
        kind: "text",
        text: "A bakery opening in March.\nTwo shops.",
        file: null,
      },
      { questionId: CURRENT.id, prompt: CURRENT.prompt, kind: "file", text: null, file },
      {
        questionId: COLOURS.id,
        prompt: COLOURS.prompt,
        kind: "text",
        text: "Green and gold",
        file: null,
      },
    ];
    expect(booked.body.data!.answers).toEqual(answers);
    expect(await walletBalance(customer.user.id)).toBe(50);

    // A later edit of the questions leaves the booking's record as it was asked.
    await db().service.update({
      where: { id: service.id },
      data: { questions: [{ ...PURPOSE, prompt: "What is it for?" }] },
    });
    const id = booked.body.data!.id;
    const mine = await call<BookingView>(userBooking, `/api/v1/users/bookings/${id}`, {
      bearer: customer.token,
      params: { id },
    });
    expect(mine.body.data!.answers).toEqual(answers);
    const theirs = await call<{ items: OrgBookingView[] }>(orgBookings, "/api/v1/org/bookings", {
      bearer: org.token,
    });
    expect(theirs.body.data!.items.find((item) => item.id === id)?.answers).toEqual(answers);
  });

  it("skips optional questions, and a service without questions takes an empty body", async () => {
    const { service, customer } = await setUp([CURRENT]);
    const booked = await bookIt(customer.token, service.id, { body: {} });
    expect(booked.status).toBe(201);
    expect(booked.body.data!.answers).toEqual([]);
  });

  it("refuses an unknown question, the wrong kind of answer, an answer twice and a file not uploaded here", async () => {
    const { service, customer } = await setUp([PURPOSE, CURRENT]);
    const userId = customer.user.id;
    const text = { questionId: PURPOSE.id, text: "A bakery" };
    const cases = [
      {
        answers: [text, { questionId: "q_other", text: "Hello" }],
        message: NO_SUCH_QUESTION,
        path: "answers.1.questionId",
      },
      {
        answers: [text, { questionId: CURRENT.id, text: "My old logo is blue" }],
        message: answerKindMessage(CURRENT.prompt, "file"),
        path: "answers.1",
      },
      {
        answers: [{ questionId: PURPOSE.id, file: `/uploads/${"a".repeat(32)}.pdf` }],
        message: answerKindMessage(PURPOSE.prompt, "text"),
        path: "answers.0",
      },
      {
        answers: [text, { ...text, text: "A café" }],
        message: ANSWERED_TWICE,
        path: "answers.1.questionId",
      },
      {
        answers: [text, { questionId: CURRENT.id, file: "https://elsewhere.example/logo.pdf" }],
        message: "Each file must be one uploaded here.",
        path: "answers.1.file",
      },
      {
        answers: [text, { questionId: CURRENT.id, file: "/uploads/../../etc/passwd" }],
        message: "Each file must be one uploaded here.",
        path: "answers.1.file",
      },
      {
        answers: [{ ...text, file: `/uploads/${"a".repeat(32)}.pdf` }],
        message: TEXT_OR_FILE,
        path: "answers.0",
      },
    ];
    for (const { answers, message, path } of cases) {
      await expectRefused(await bookIt(customer.token, service.id, { body: { answers } }), {
        message,
        path,
        userId,
      });
    }
    expect(answerKindMessage(CURRENT.prompt, "file")).toBe(
      'The question "Your current logo, if any" is answered with a file.',
    );
  });

  it("answers a replay of its Idempotency-Key with the same answers, and refuses other answers", async () => {
    const { service, customer } = await setUp([PURPOSE]);
    const body = { answers: [{ questionId: PURPOSE.id, text: "A bakery" }] };
    const first = await bookIt(customer.token, service.id, { body, key: "brief-1" });
    expect(first.status).toBe(201);
    const replay = await bookIt(customer.token, service.id, { body, key: "brief-1" });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.data!.id).toBe(first.body.data!.id);

    const other = await bookIt(customer.token, service.id, {
      body: { answers: [{ questionId: PURPOSE.id, text: "A café" }] },
      key: "brief-1",
    });
    expect(other.status).toBe(422);
    expect(other.body.error).toEqual({
      code: "idempotency_key_reused",
      message: IDEMPOTENCY_KEY_REUSED,
    });
    expect(await db().booking.count({ where: { userId: customer.user.id } })).toBe(1);
    expect(await walletBalance(customer.user.id)).toBe(50);
  });
});
