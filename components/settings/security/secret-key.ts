/** "JBSW Y3DP EHPK 3PXP": a base32 key in groups of four, easier to type from the screen. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}
