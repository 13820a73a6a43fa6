// The floor's text: static, about as long as a page's first screen, no client component, so a
// page of it loads exactly the framework's own JavaScript.
const PARAGRAPHS = [
  "Find a service, book it with coins, and follow it from request to completion.",
  "Organizations list what they offer; people pay in coins they top up from their wallet.",
  "Every movement of coins is recorded in the ledger, and every booking holds its coins in escrow until the work is done.",
];

export function FloorText() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      {PARAGRAPHS.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </main>
  );
}
