import { z } from 'zod';

// What the academy's forms type into text inputs, read as the values their bodies hold. Only the form schemas use
// it, so it is not part of the contract's index.

/** A whole number typed in a form; blank is NaN. */
export const typedInt = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/** Dollars typed in a form, as the API's cents; NaN stays NaN so the schema reports it. */
export const typedCents = (typed: string) => {
  const trimmed = typed.trim();
  if (trimmed === '') return Number.NaN;
  return Math.round(Number(trimmed) * 100);
};

/** Comma- or line-separated words, trimmed, blanks dropped. */
export const splitList = (typed: string) =>
  typed
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** A text input read by `read`, then held to the body field's own rules. */
export const typedField = <Rules extends z.ZodType>(read: (typed: string) => unknown, rules: Rules) =>
  z.preprocess((value) => (typeof value === 'string' ? read(value) : value), rules);
