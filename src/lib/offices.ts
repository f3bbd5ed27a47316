/**
 * Which office a lead belongs to (docs/decisions/143-lead-offices-and-assignment.md). The offices
 * themselves are the site settings' (src/lib/site-settings.ts), matched by city; the rules that send
 * a country to an office live here, one line per office. Client-safe: no server code.
 */

/** Countries an office serves besides its own (ISO 3166 alpha-2); every other country goes to DEFAULT_OFFICE. */
export const OFFICE_RULES: Record<string, readonly string[]> = {
  // East and the Horn of Africa, and the Great Lakes.
  Nairobi: ['KE', 'UG', 'TZ', 'RW', 'BI', 'ET', 'SS', 'SO', 'CD', 'DJ', 'ER', 'SD'],
};

/** Where a lead goes when no rule names its country, or nothing tells its country. */
export const DEFAULT_OFFICE = 'Johannesburg';

/** International dialling codes of the countries the rules name, and of the offices' own (longest first). */
const DIALLING_CODES: [string, string][] = (
  [
    ['254', 'KE'],
    ['256', 'UG'],
    ['255', 'TZ'],
    ['250', 'RW'],
    ['257', 'BI'],
    ['251', 'ET'],
    ['211', 'SS'],
    ['252', 'SO'],
    ['243', 'CD'],
    ['253', 'DJ'],
    ['291', 'ER'],
    ['249', 'SD'],
    ['27', 'ZA'],
    ['267', 'BW'],
    ['264', 'NA'],
    ['263', 'ZW'],
    ['260', 'ZM'],
    ['258', 'MZ'],
    ['266', 'LS'],
    ['268', 'SZ'],
    ['234', 'NG'],
    ['233', 'GH'],
    ['44', 'GB'],
    ['1', 'US'],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

/** The country of an international phone number (`+254 712…`, `00254…`), or undefined. */
export function countryFromPhone(phone: string | null | undefined): string | undefined {
  const digits = (phone ?? '').trim().replace(/[\s().-]/g, '');
  const international = /^(?:\+|00)(\d+)$/.exec(digits)?.[1];
  if (!international) return undefined;
  return DIALLING_CODES.find(([code]) => international.startsWith(code))?.[1];
}

type OfficeLike = { city: string; countryCode: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The office (its city, as the settings spell it) for a lead: the visitor's choice when it names
 * an office; else by country (given, or read from the phone number): an office in that country,
 * else the office a rule sends it to; else DEFAULT_OFFICE; else the first office.
 */
export function officeFor(
  lead: { choice?: string | null; country?: string | null; phone?: string | null },
  offices: readonly OfficeLike[],
): string {
  const find = (city: string) => offices.find((office) => same(office.city, city))?.city;
  const chosen = lead.choice ? find(lead.choice) : undefined;
  if (chosen) return chosen;
  const country = (lead.country?.trim().toUpperCase() || countryFromPhone(lead.phone)) ?? '';
  if (country) {
    const local = offices.find((office) => office.countryCode.toUpperCase() === country);
    if (local) return local.city;
    for (const [city, countries] of Object.entries(OFFICE_RULES)) {
      const office = countries.includes(country) ? find(city) : undefined;
      if (office) return office;
    }
  }
  return find(DEFAULT_OFFICE) ?? offices[0]?.city ?? '';
}

/** An account's or invitation's offices as stored (a JSON list of cities); anything else is none. */
export function parseOffices(stored: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
  } catch {
    return [];
  }
}
