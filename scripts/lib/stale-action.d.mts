export const STALE_PAGE_HEADER: string;
export type ActionManifest = Record<string, { filename?: string; exportedName?: string; workers?: Record<string, unknown> }>;
export function loadActionManifest(distDir: string): ActionManifest | null;
export function postedActionIds(formData: FormData): string[];
export function repointStalePost(pathname: string, formData: FormData, actions: ActionManifest): FormData | null;
export function scannedActionIds(body: Buffer): string[] | null;
export function repointedPost(
  pathname: string,
  body: Buffer,
  contentType: string,
  actions: ActionManifest,
): Promise<{ body: Buffer; contentType: string } | null>;
