import type { Read } from './first-screen/first-screen.cjs';

export function sitemapXml(origin: string, read: Read): Promise<string | null>;
export function robotsTxt(origin: string): string;
