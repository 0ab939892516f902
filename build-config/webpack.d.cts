import type { Configuration } from 'webpack';

export type WebpackOptions = {
  name: string;
  dir: string;
  federationName: string;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  loadsRemotes?: boolean;
  title?: string;
  meta?: Record<string, string | Record<string, string>>;
};

export function createWebpackConfig(
  options: WebpackOptions,
): (env: unknown, argv: { mode?: string }) => Configuration | Configuration[];
