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
  /** More of webpack-dev-server's options, given the folder a development build is written to. */
  devServer?: (outDir: string) => Record<string, unknown>;
};

export function createWebpackConfig(
  options: WebpackOptions,
): (env: { WEBPACK_SERVE?: boolean } | undefined, argv: { mode?: string }) => Configuration | Configuration[];
