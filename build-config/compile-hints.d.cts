import type { Compiler } from 'webpack';

export declare const hint: string;
export declare class CompileHintsPlugin {
  apply(compiler: Compiler): void;
}
