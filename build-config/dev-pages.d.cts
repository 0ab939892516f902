type Request = {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  protocol: string;
  host: string;
  hostname: string;
};

export type DevMiddleware = {
  name: string;
  middleware: (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
};

export function devPages(options: {
  runtimeConfig?: (request: Request) => unknown;
  head?: (request: Request, served: { liveDir: string }) => string | Promise<string>;
  firstScreen?: (request: Request) => string | Promise<string>;
  documents?: Record<string, { type: string; body: (request: Request) => Promise<string | null> }>;
  liveDir: string;
}): (middlewares: DevMiddleware[], devServer: unknown) => DevMiddleware[];
