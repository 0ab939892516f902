/** The company mark: a coffee cup, drawn inline so the first screen fetches no image. */
export function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle cx="18" cy="18" r="18" fill="var(--mantine-color-orange-7)" />
      <path d="M9 14h15v6a6 6 0 0 1-6 6h-3a6 6 0 0 1-6-6z" fill="#fff" />
      <path d="M24 16h1.5a2.5 2.5 0 0 1 0 5H24" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M13 8c-1 1.5 1 2.5 0 4M17 8c-1 1.5 1 2.5 0 4" fill="none" stroke="#fff" strokeWidth="1.5" />
    </svg>
  );
}
