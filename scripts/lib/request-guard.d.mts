export const PAGE_POST_LIMIT_BYTES: number;
export const UPLOAD_POST_LIMIT_BYTES: number;
export const UPLOAD_PATH_PREFIX: string;
export type GuardAnswer = { status: number; headers: Record<string, string> };
export function guardRequest(request: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): GuardAnswer | null;
export function isHostileUrl(target: string): boolean;
