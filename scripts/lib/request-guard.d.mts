export const PAGE_POST_LIMIT_BYTES: number;
export type GuardAnswer = { status: number; headers: Record<string, string> };
export function guardRequest(request: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): GuardAnswer | null;
