export function fontPreloads(liveDir: string, language: string): string;
