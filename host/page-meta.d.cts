import type { Read } from './first-screen/first-screen.cjs';

export function pageMeta(
  url: string,
  page: { origin: string; language: string; read: Read },
): Promise<string>;
