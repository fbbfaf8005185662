export const SIZES: number[];
export function specimenHtml(fontBytes: Uint8Array, sizes?: number[]): string;
