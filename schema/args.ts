// GraphQL gives an absent optional argument as null; the service's input schemas want it absent.

/** `value` without its null and undefined fields. */
export function stripNulls(value: Record<string, unknown> | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== null && v !== undefined));
}

/** An optional argument as the service takes it: absent rather than null. */
export const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
