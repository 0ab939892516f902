export const clusterDir: string;
export const clusterPort: number;
export const databaseDir: string;
export function pgCtl(args: string[]): void;
export function prepareCluster(): Promise<{
  url: string;
  services: { name: string; readyUrl: string }[];
  stopped: () => void;
}>;
