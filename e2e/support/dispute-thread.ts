// A dispute awaiting an admin whose booking's two sides wrote to each other first: the customer
// asked, the organization answered, then the customer reported a problem and the organization
// answered it without an offer (all through the API, as their screens send them).
import { expect } from "@playwright/test";
import { deliveredBooking, type DeliveredBooking } from "./disputes";

export const THREAD_WORDS = {
  question: "Does the check cover the second floor too?",
  answer: "Yes: both floors are in the notes.",
};

export async function disputeWithMessages(tag: string): Promise<DeliveredBooking> {
  const made = await deliveredBooking(40, tag);
  const { customerApi, orgApi, booking } = made;
  const asked = await customerApi.post(`/api/v1/users/bookings/${booking.id}/messages`, {
    data: { body: THREAD_WORDS.question },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const answered = await orgApi.post(`/api/v1/org/bookings/${booking.id}/messages`, {
    data: { body: THREAD_WORDS.answer },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  const opened = await customerApi.post(`/api/v1/users/bookings/${booking.id}/dispute`, {
    data: { reason: "quality", statement: "The second floor is missing.", files: [] },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const responded = await orgApi.post(`/api/v1/org/bookings/${booking.id}/dispute/respond`, {
    data: { statement: "It is on page two.", files: [] },
  });
  expect(responded.status(), await responded.text()).toBe(200);
  return made;
}
