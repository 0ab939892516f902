/** What a contract schema offers a form (the remote reaches zod only through the contract). */
type Checkable = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: { message: string }[] } };
};

/** The message key of the first rule a value breaks, or null: the same schema the API validates with. */
export const firstIssue = (schema: Checkable, value: unknown): string | null => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'badRequest');
};

/** Dollars typed in a form, as the API's cents; NaN stays NaN so the schema reports it. */
export const dollarsToCents = (typed: string) => {
  const trimmed = typed.trim();
  if (trimmed === '') return Number.NaN;
  return Math.round(Number(trimmed) * 100);
};

/** A whole number typed in a form; blank is NaN. */
export const typedInt = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/** Comma- or line-separated words, trimmed, blanks dropped. */
export const splitList = (typed: string) =>
  typed
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
