/** The id a row's element carries, so focus can land on it after its dialog closes. */
export function bookingRowId(bookingId: string): string {
  return `booking-${bookingId}`;
}
