/** Types of build-if-stale.mjs, for its tests. */
export interface BuildTarget {
  label: string;
  workspace: string;
  tool: string;
  sources: string[];
  outputs: string[];
}
export declare const REPO_ROOT: string;
export declare const TARGETS: Record<'web' | 'server', BuildTarget>;
export declare function newestMtime(paths: string[], root?: string): number;
export declare function staleReason(target: BuildTarget, root?: string): string | null;
export declare function buildIfStale(
  names?: string[],
  options?: { root?: string; log?: (line: string) => void; error?: (line: string) => void },
): number;
