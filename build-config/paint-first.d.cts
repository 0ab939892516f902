export function paintFirst(page: string, nonce: string): string;
