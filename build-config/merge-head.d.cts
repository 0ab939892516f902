export function mergeHead(page: string, more: string): string;
