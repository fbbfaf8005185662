export function isNotFound(data: unknown): boolean;
export default class IsrCache {
  constructor(ctx: { fs: unknown; flushToDisk?: boolean; serverDistDir: string; maxMemoryCacheSize?: number; revalidatedTags?: string[] });
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
