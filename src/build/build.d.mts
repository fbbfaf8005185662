export function sourceFingerprint(env?: Record<string, string | undefined>): string;
export function hasBuild(distDir: string): boolean;
export function markServing(distDir: string, pids: number[]): () => void;
export function servingProcesses(distDir: string): number[];
export function build(options?: { distDir?: string; env?: Record<string, string> }): Promise<void>;
export function ensureBuild(options?: { distDir?: string; env?: Record<string, string> }): Promise<void>;
