import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ApiClientError,
  callApi,
  fetcherFor,
  fieldIssue,
  setEnrolmentNotice,
  setFreshProofPrompt,
} from "./client";
import { endpointUrl } from "./endpoint";
import { authAuthProfile, authLogin, authLogout } from "@/lib/api/endpoints/auth";
import { bookingsCancel, bookingsList } from "@/lib/api/endpoints/bookings";
import { catalogBook } from "@/lib/api/endpoints/catalog";
import { usersWalletBalance } from "@/lib/api/endpoints/users";

describe("fieldIssue", () => {
  const fields = ["name", "email"] as const;

  it("finds the first issue about one of the form's fields", () => {
    const error = new ApiClientError("Taken", 409, "conflict", undefined, [
      { path: "oobCode", message: "Invalid or expired reset link" },
      { path: "email", message: "Taken" },
    ]);
    expect(fieldIssue(error, fields)).toEqual({ field: "email", message: "Taken" });
  });

  it("is null without issues, or for issues about other fields", () => {
    expect(fieldIssue(new ApiClientError("Busy", 429, "rate_limited"), fields)).toBeNull();
    const other = new ApiClientError("x", 422, "validation_failed", undefined, [
      { path: "role", message: "x" },
    ]);
    expect(fieldIssue(other, fields)).toBeNull();
    expect(fieldIssue(new Error("boom"), fields)).toBeNull();
  });
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? "not json" : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

describe("callApi", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the route's method, URL, JSON body and headers, and answers its data", async () => {
    fetchMock.mockResolvedValue(
      answer(201, { success: true, data: { id: "b1" }, message: "Service Booked Successfully" }),
    );
    const result = await callApi(catalogBook, {
      params: { id: "svc 1" },
      headers: { "idempotency-key": "key-1" },
      body: { expectedPrice: 100 },
    });
    expect(result).toEqual({ data: { id: "b1" }, message: "Service Booked Successfully" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/services/svc%201/book");
    expect(init).toMatchObject({
      method: "POST",
      body: JSON.stringify({ expectedPrice: 100 }),
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        "idempotency-key": "key-1",
      },
    });
  });

  it("sends a GET's query and no body", async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { items: [] } }));
    await callApi(bookingsList, { query: { limit: 5, status: undefined } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/users/bookings?limit=5");
    expect(init).toMatchObject({ method: "GET", body: undefined });
  });

  it("sends a POST without a body as POST (logout)", async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: null }));
    await callApi(authLogout);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: "POST", body: undefined });
  });

  it("throws the API's error with its code, status and field issues", async () => {
    fetchMock.mockResolvedValue(
      answer(409, {
        success: false,
        error: {
          code: "price_changed",
          message: "The price has changed",
          issues: [{ path: "expectedPrice", message: "Now 120" }],
        },
      }),
    );
    const error = await callApi(catalogBook, { params: { id: "s" } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      message: "The price has changed",
      status: 409,
      code: "price_changed",
      issues: [{ path: "expectedPrice", message: "Now 120" }],
    });
  });

  it("says docs/spec.md's words for a status whose answer is not the envelope", async () => {
    fetchMock.mockResolvedValue(answer(401, undefined));
    await expect(callApi(authAuthProfile)).rejects.toMatchObject({
      message: "Authentication required. Please log in again.",
      status: 401,
      code: "http_error",
    });
    fetchMock.mockResolvedValue(answer(502, undefined));
    await expect(callApi(authAuthProfile)).rejects.toMatchObject({
      message: "HTTP error! status: 502",
    });
  });

  it("keeps a 429's wait from the Retry-After header", async () => {
    fetchMock.mockResolvedValue(
      answer(
        429,
        { success: false, error: { code: "rate_limited", message: "Too many requests" } },
        { "retry-after": "30" },
      ),
    );
    await expect(
      callApi(authLogin, { body: { email: "a@b.co", password: "x" } }),
    ).rejects.toMatchObject({ status: 429, details: { retryAfterSeconds: 30 } });
  });

  it("turns a failed request into the network error, and lets an abort through", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(callApi(authLogout)).rejects.toMatchObject({
      message: "Network error. Please check your internet connection.",
      status: 0,
      code: "network_error",
    });
    const abort = new DOMException("The operation was aborted.", "AbortError");
    fetchMock.mockRejectedValue(abort);
    await expect(callApi(authLogout)).rejects.toBe(abort);
  });
});

describe("callApi and the second factor", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const freshProofRefusal = () =>
    answer(403, {
      success: false,
      error: { code: "fresh_proof_required", message: "Confirm it's you" },
    });
  const booked = () => answer(201, { success: true, data: { id: "b1" } });
  const book = () =>
    callApi(catalogBook, {
      params: { id: "s1" },
      headers: { "idempotency-key": "k" },
      body: { expectedPrice: 100 },
    });

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    setFreshProofPrompt(null);
    setEnrolmentNotice(null);
    vi.unstubAllGlobals();
  });

  it("asks for a fresh proof and repeats the same request once when it was given", async () => {
    const prompt = vi.fn(() => Promise.resolve(true));
    setFreshProofPrompt(prompt);
    fetchMock.mockResolvedValueOnce(freshProofRefusal()).mockResolvedValueOnce(booked());
    await expect(book()).resolves.toEqual({ data: { id: "b1" }, message: undefined });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls;
    expect(second).toEqual(first);
    expect(second?.[0]).toBe("/api/v1/services/s1/book");
    expect(second?.[1]).toMatchObject({
      method: "POST",
      body: JSON.stringify({ expectedPrice: 100 }),
      headers: { "idempotency-key": "k" },
    });
  });

  it("throws the refusal, without repeating, when the prompt was dismissed", async () => {
    const prompt = vi.fn(() => Promise.resolve(false));
    setFreshProofPrompt(prompt);
    fetchMock.mockResolvedValue(freshProofRefusal());
    await expect(book()).rejects.toMatchObject({ status: 403, code: "fresh_proof_required" });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks once only: a repeat refused again is thrown, not asked about again", async () => {
    const prompt = vi.fn(() => Promise.resolve(true));
    setFreshProofPrompt(prompt);
    fetchMock.mockResolvedValueOnce(freshProofRefusal()).mockResolvedValueOnce(freshProofRefusal());
    await expect(book()).rejects.toMatchObject({ status: 403, code: "fresh_proof_required" });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("throws the refusal as before when no prompt is registered", async () => {
    fetchMock.mockResolvedValue(freshProofRefusal());
    await expect(book()).rejects.toMatchObject({ code: "fresh_proof_required" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("opens one prompt for calls refused at the same time, and repeats each", async () => {
    let confirm: (given: boolean) => void = () => undefined;
    const prompt = vi.fn(() => new Promise<boolean>((resolve) => (confirm = resolve)));
    setFreshProofPrompt(prompt);
    fetchMock
      .mockResolvedValueOnce(freshProofRefusal())
      .mockResolvedValueOnce(freshProofRefusal())
      // A Response's body reads once: each repeat gets its own.
      .mockImplementation(() => Promise.resolve(booked()));
    const both = Promise.all([book(), book()]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledTimes(1));
    confirm(true);
    await expect(both).resolves.toHaveLength(2);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("tells an account without a second factor where to set one up, and throws", async () => {
    const notice = vi.fn();
    setEnrolmentNotice(notice);
    fetchMock.mockResolvedValue(
      answer(403, {
        success: false,
        error: { code: "second_factor_required", message: "Set up two-step verification" },
      }),
    );
    await expect(book()).rejects.toMatchObject({ code: "second_factor_required" });
    expect(notice).toHaveBeenCalledTimes(1);
    // Other refusals are the caller's alone.
    fetchMock.mockResolvedValue(
      answer(403, { success: false, error: { code: "forbidden", message: "No" } }),
    );
    await expect(book()).rejects.toMatchObject({ code: "forbidden" });
    expect(notice).toHaveBeenCalledTimes(1);
  });

  it("tells nothing of a read refused for want of a second factor (a badge in the background)", async () => {
    const notice = vi.fn();
    setEnrolmentNotice(notice);
    fetchMock.mockResolvedValue(
      answer(403, {
        success: false,
        error: { code: "second_factor_required", message: "Set up two-step verification" },
      }),
    );
    await expect(fetcherFor(bookingsList)(endpointUrl(bookingsList))).rejects.toMatchObject({
      code: "second_factor_required",
    });
    expect(notice).not.toHaveBeenCalled();
  });
});

describe("fetcherFor", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads a URL's data for SWR", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>().mockResolvedValue(answer(200, { success: true, data: { balance: 7 } })),
    );
    const fetcher = fetcherFor(usersWalletBalance);
    await expect(fetcher(endpointUrl(usersWalletBalance))).resolves.toEqual({
      balance: 7,
    });
  });
});

describe("callApi's types", () => {
  it("takes what the route declares and answers its response's type", () => {
    // Compile-time checks: each @ts-expect-error fails the typecheck when the call compiles.
    const calls = () => [
      // @ts-expect-error the price is a number of coins, not text
      callApi(catalogBook, { params: { id: "s" }, body: { expectedPrice: "100" } }),
      // @ts-expect-error the path needs its id
      callApi(catalogBook, { body: {} }),
      // @ts-expect-error a status the list does not take
      callApi(bookingsList, { query: { status: "lost" } }),
      // @ts-expect-error logout takes no body
      callApi(authLogout, { body: { all: true } }),
      callApi(bookingsCancel, { params: { id: "b" } }).then(({ data }) => {
        const reference: string = data.bookingReference;
        // @ts-expect-error a booking has no such field
        return reference + data.notAField;
      }),
    ];
    expect(typeof calls).toBe("function");
  });
});
