import type { Compiler } from 'webpack';

export declare const fileName: string;
export declare function keysIn(text: string): { keys: string[]; prefixes: string[] };
export declare class TranslationKeysPlugin {
  apply(compiler: Compiler): void;
}
