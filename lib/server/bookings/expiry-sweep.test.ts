import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sendDueMessageMails } from "@/lib/server/messages/message-mails";
import { logger } from "@/lib/server/observability/logger";
import { foldBookingCounts } from "./booking-count";
import { sendDueBookingDigests } from "./booking-digests";
import { startExpirySweep, stopExpirySweep } from "./expiry-sweep";
import { settleDueBookings } from "./settle-due";

vi.mock("./settle-due", () => ({ settleDueBookings: vi.fn(), remindAcceptances: vi.fn() }));
vi.mock("./booking-count", () => ({ foldBookingCounts: vi.fn() }));
vi.mock("./booking-digests", () => ({ sendDueBookingDigests: vi.fn() }));
vi.mock("@/lib/server/conversions/clear-earnings", () => ({ clearDueEarnings: vi.fn() }));
vi.mock("@/lib/server/disputes/escalate-overdue", () => ({ escalateOverdueDisputes: vi.fn() }));
vi.mock("@/lib/server/payouts/start-payout", () => ({ retryUnstartedPayouts: vi.fn() }));
vi.mock("@/lib/server/messages/message-mails", () => ({ sendDueMessageMails: vi.fn() }));

const sweep = vi.mocked(settleDueBookings);
const fold = vi.mocked(foldBookingCounts);
const digests = vi.mocked(sendDueBookingDigests);
const messageMails = vi.mocked(sendDueMessageMails);

beforeEach(() => {
  vi.useFakeTimers();
  sweep.mockReset();
  fold.mockReset();
  fold.mockResolvedValue(0);
  digests.mockReset();
  digests.mockResolvedValue([]);
  messageMails.mockReset();
  messageMails.mockResolvedValue([]);
});

afterEach(() => {
  stopExpirySweep();
  vi.useRealTimers();
});

describe("startExpirySweep", () => {
  it("settles expired bookings once per interval, and only one timer however often it starts", async () => {
    sweep.mockResolvedValue(0);
    startExpirySweep(1000);
    startExpirySweep(1000);
    expect(sweep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(sweep).toHaveBeenCalledTimes(3);
    // Each sweep also folds the booking tallies into the services' counts.
    expect(fold).toHaveBeenCalledTimes(3);
    // And sends the organizations' booking digests that are due (a stopped server's too).
    expect(digests).toHaveBeenCalledTimes(3);
    // And the grouped mails of booking threads whose windows are due.
    expect(messageMails).toHaveBeenCalledTimes(3);
  });

  it("never starts a sweep while the previous one is still running", async () => {
    let finish: (count: number) => void = () => {};
    sweep.mockImplementationOnce(() => new Promise<number>((resolve) => (finish = resolve)));
    sweep.mockResolvedValue(0);
    startExpirySweep(1000);
    await vi.advanceTimersByTimeAsync(3500);
    expect(sweep).toHaveBeenCalledTimes(1);
    finish(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it("keeps sweeping after a failed sweep, and logs the failure", async () => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => {});
    sweep.mockRejectedValueOnce(new Error("database unreachable"));
    sweep.mockResolvedValue(0);
    startExpirySweep(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(
      {
        job: "bookings.expiry-sweep",
        outcome: "failed",
        durationMs: expect.any(Number),
        error: "database unreachable",
      },
      "job failed",
    );
    log.mockRestore();
  });
});
