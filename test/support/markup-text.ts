/** What a reader sees of server-rendered markup: the words, tags gone, white space folded. */
export function markupText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
