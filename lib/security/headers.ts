// The browser security headers of every response. Pages get a Content-Security-Policy with a
// fresh nonce per request (proxy.ts; Next.js puts the nonce on its own scripts); API responses
// and everything else get a policy that allows nothing, since they are never documents. The
// static headers are set for every path in next.config.ts; HSTS by the edge over HTTPS.

/** Razorpay's checkout: its script, the frames it opens and the calls they make. */
const RAZORPAY = {
  script: "https://checkout.razorpay.com",
  frames: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
};

export interface PagePolicyOptions {
  nonce: string;
  /** Next's development server needs eval for React's debugging and a websocket for reloads. */
  dev?: boolean;
}

/** The policy of an HTML page. */
export function pageContentSecurityPolicy({ nonce, dev = false }: PagePolicyOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'strict-dynamic': scripts our nonce'd scripts load (Next's chunks, Razorpay's checkout.js,
    // the test-mode checkout) run; nothing else does. The host list is for browsers without it.
    "script-src": [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      RAZORPAY.script,
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // Inline style attributes (Radix positioning, the test-mode checkout) need 'unsafe-inline';
    // styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...RAZORPAY.connect, ...(dev ? ["ws:"] : [])],
    "frame-src": RAZORPAY.frames,
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** The policy of anything that is not a page (JSON, health checks): no content of any kind. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers every response carries, whatever it is. */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: `camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self ${RAZORPAY.frames.map((origin) => `"${origin}"`).join(" ")})`,
  },
];

/** The nonce of a page's policy (proxy.ts puts it on the request too), if it has one. */
export function policyNonce(policy: string | null): string | undefined {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? "")?.[1];
}

/** A nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
