import type { WebpackPluginInstance } from 'webpack';

export function withoutAxiosFetchAdapter(): WebpackPluginInstance;
