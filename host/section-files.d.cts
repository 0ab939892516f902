export type SectionFiles = { scripts: string[]; styles: string[] };
export function filesOf(manifest: unknown, manifestUrl: string): SectionFiles | null;
export function sectionFiles(manifestUrl: string, fetchUrl?: string): Promise<SectionFiles | null>;
