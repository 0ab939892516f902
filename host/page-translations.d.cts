import type { Localize } from '@portal/shared/contract';

export type PageData = {
  localize?: Localize;
  translatedSections?: string[];
  settings?: Record<string, string>;
};

export function pageData(options: {
  localize: Localize | undefined;
  settings: Record<string, string> | undefined;
  liveDir: string;
  section: string | null;
  sectionManifest: string | undefined;
  keysTimeoutMs?: number;
}): Promise<PageData>;

export function pageDataScript(data: PageData): string;

export function cut(
  bundle: Record<string, string>,
  lists: { keys: Set<string>; prefixes: string[] }[],
): Record<string, string>;
