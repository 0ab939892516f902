export function paintFirst(page: string): string;
