// One Intl.DateTimeFormat per locale, zone and shape, kept for the process or the page: building
// one costs far more than using it (a list of fifty rows built a hundred, each reading the zone's
// rules), and a phone's first one alone takes tens of milliseconds at a 4x slower CPU.

/** Locales × zones × shapes: a server sees one zone per viewer's cookie, so the set is bounded. */
const MAX_FORMATTERS = 500;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `new Intl.DateTimeFormat(locale, options)`, built once; throws as it does on a bad zone. */
export function dateFormatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    // Past the bound (zones no viewer has come back with), start again rather than grow.
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}
