/**
 * A postal address as lines in the order its country writes them, the recipient's name first
 * (owner order view, issue 26). A small table covers the countries the checkout offers
 * (server/routes/checkout-pages.ts); any other country gets the common international layout.
 * Both field spellings are read: the checkout's (`name`, `line1`, `region`, `postalCode`,
 * `country`) and the older `firstName`/`lastName`, `address1`, `state`, `zip`, `countryCode`.
 *
 * @example
 *   addressLines({ name: 'Ada Visitor', line1: '412 Warren Street', city: 'Hudson', region: 'NY', postalCode: '12534', country: 'US' })
 *   // ['Ada Visitor', '412 Warren Street', 'Hudson, NY 12534', 'US']
 */

interface AddressParts {
  name: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
}

/** The lines after the street, per country; `{x}` is a part, empty parts drop with their separators. */
const LOCALITY: Record<string, string[]> = {
  US: ['{city}, {region} {postalCode}'],
  CA: ['{city} {region} {postalCode}'],
  AU: ['{city} {region} {postalCode}'],
  NZ: ['{city} {postalCode}'],
  GB: ['{city}', '{postalCode}'],
  IE: ['{city}', '{region}', '{postalCode}'],
  JP: ['{city}, {region} {postalCode}'],
  DE: ['{postalCode} {city}'],
  FR: ['{postalCode} {city}'],
  NL: ['{postalCode} {city}'],
  SE: ['{postalCode} {city}'],
};
const DEFAULT_LOCALITY = ['{postalCode} {city}', '{region}'];

const FIELDS: Record<keyof AddressParts, string[]> = {
  name: ['name'],
  company: ['company'],
  line1: ['line1', 'address1'],
  line2: ['line2', 'address2'],
  city: ['city'],
  region: ['region', 'state'],
  postalCode: ['postalCode', 'zip'],
  country: ['country', 'countryCode'],
  phone: ['phone'],
};

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

function fill(template: string, parts: AddressParts): string {
  return template
    .replace(/\{(\w+)\}/g, (_, key: keyof AddressParts) => parts[key] ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*(,\s*)*/g, ', ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}

/**
 * The address's lines; `countryName` names the country code (for example with
 * Intl.DisplayNames), and fields the table does not know are kept at the end.
 */
export function addressLines(
  address: Record<string, unknown>,
  countryName: (code: string) => string = (c) => c,
): string[] {
  const known = new Set(['firstName', 'lastName', ...Object.values(FIELDS).flat()]);
  const parts = Object.fromEntries(
    Object.entries(FIELDS).map(([part, keys]) => [part, keys.map((k) => textOf(address[k])).find(Boolean) ?? '']),
  ) as unknown as AddressParts;
  if (!parts.name) parts.name = [textOf(address.firstName), textOf(address.lastName)].filter(Boolean).join(' ');
  const code = parts.country.toUpperCase();
  const lines = [
    parts.name,
    parts.company,
    parts.line1,
    parts.line2,
    ...(LOCALITY[code] ?? DEFAULT_LOCALITY).map((template) => fill(template, parts)),
    code ? countryName(code) || code : '',
    parts.phone,
  ];
  for (const key of Object.keys(address)) if (!known.has(key)) lines.push(textOf(address[key]));
  return lines.filter(Boolean);
}
