// Texts of the account screens, in a plain module: their hooks and the end-to-end specs share them.

/** "I've verified my email" when the address is still unverified. */
export const NOT_VERIFIED_YET =
  "Your email isn't verified yet. Open the link in the latest email we sent, or send a new one.";
