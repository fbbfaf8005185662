export const UNKNOWN_PATH_SHAPES: ((key: string) => string)[];
export function footprint(dir: string): { files: number; bytes: number };
export function crawlUnknownPaths(base: string, count: number, concurrency?: number): Promise<Record<string, number>>;
