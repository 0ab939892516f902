/** A before/after value in one line: `key: value, …` for an object, '—' for nothing. */
export const auditValueText = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(
      ([key, item]) =>
        `${key}: ${item === null ? '—' : typeof item === 'object' ? JSON.stringify(item) : String(item)}`,
    )
    .join(', ');
};
