/**
 * Where the sign-up wizard keeps its progress for the tab's session (never the password).
 * Kept apart from lib/signup so that /login can read the business name without loading the
 * wizard's rules and lists.
 */
export const SIGNUP_STORAGE_KEY = 'miadi:signup';

/** The business name in saved sign-up progress, or '' when there is none. */
export function savedBusinessName(json: string | null): string {
  try {
    const data: unknown = json ? JSON.parse(json) : null;
    const values = (data as { values?: { businessName?: unknown } } | null)?.values;
    return typeof values?.businessName === 'string' ? values.businessName : '';
  } catch {
    return '';
  }
}
