/**
 * The newer analytics event content (spec §3 "Newer analytics event content"), which the
 * events service checks when called with `?validate=true`. Event-specific properties beyond
 * these fields are allowed; the listed ones must have their type.
 */
export const SOURCE_ENVIRONMENTS = ['dev', 'qa', 'staging', 'prod'] as const;
export const EVENT_SOURCES = ['WEB', 'IOS', 'ANDROID', 'SERVER'] as const;

type FieldRule = { required: boolean; check(value: unknown): string | undefined };

const isText = (max: number) => (value: unknown) =>
  typeof value === 'string' && value.length <= max ? undefined : `must be text of at most ${max} characters`;
const isOneOf = (values: readonly string[]) => (value: unknown) =>
  typeof value === 'string' && values.includes(value) ? undefined : `must be one of ${values.join(', ')}`;
const isCount = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? undefined
    : 'must be a whole number, 0 or more';

const required = (check: FieldRule['check']): FieldRule => ({ required: true, check });
const optional = (check: FieldRule['check']): FieldRule => ({ required: false, check });

/** Field name → rule, in the order of the spec's list. */
export const ANALYTICS_EVENT_FIELDS: Record<string, FieldRule> = {
  analyticsId: required(isText(100)),
  marketingId: optional(isText(100)),
  sessionId: required(isText(100)),
  pageHost: required(isText(255)),
  pagePath: required(isText(2048)),
  pageQuery: optional(isText(2048)),
  referrer: optional(isText(2048)),
  browserLanguage: optional(isText(35)),
  windowWidth: optional(isCount),
  windowHeight: optional(isCount),
  userAgent: optional(isText(512)),
  occurredAt: required(isCount),
  schemaName: required(isText(100)),
  sourceEnvironment: required(isOneOf(SOURCE_ENVIRONMENTS)),
  eventSource: required(isOneOf(EVENT_SOURCES)),
  websiteId: required(isText(100)),
  memberAccountId: optional(isText(100)),
  websiteLocale: optional(isText(20)),
  memberLocale: optional(isText(20)),
  destinationUrl: optional(isText(2048)),
};

export interface SchemaProblem {
  field: string;
  message: string;
}

/** Every problem of one event's content; none when it is valid. `schemaName` must match the call's. */
export function analyticsEventProblems(content: Record<string, unknown>, schemaName: string): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [field, rule] of Object.entries(ANALYTICS_EVENT_FIELDS)) {
    const value = Object.hasOwn(content, field) ? content[field] : undefined;
    if (value === undefined || value === null) {
      if (rule.required) problems.push({ field, message: `${field} is required` });
      continue;
    }
    const problem = rule.check(value);
    if (problem) problems.push({ field, message: `${field} ${problem}` });
  }
  if (typeof content.schemaName === 'string' && content.schemaName !== schemaName) {
    problems.push({
      field: 'schemaName',
      message: `schemaName must be the eventSchemaName of the call (${schemaName})`,
    });
  }
  return problems;
}
