/** The recovery codes as a text file to download: what they are, for which account, one a line. */
export function recoveryCodesFile(codes: string[], email: string): { name: string; text: string } {
  const lines = [
    `Coinmarket recovery codes for ${email}`,
    "",
    "Each code works once, to sign in when you can't use your authenticator app or passkey.",
    "Making new codes on the security settings page stops these from working.",
    "",
    ...codes,
  ];
  return { name: "coinmarket-recovery-codes.txt", text: `${lines.join("\n")}\n` };
}
