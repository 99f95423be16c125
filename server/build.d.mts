import type { BuildOptions } from 'esbuild';

/** Types of build.mjs, for tests that bundle the server the same way. */
export declare const runtimeDependencies: string[];
export declare const buildOptions: BuildOptions;
export declare function buildServer(outdir?: string): Promise<void>;
