type Face = { original: string; cut: string; weights: number[]; sizes: number[] };
export const FACES: { inter: Face; fraunces: Face };
export const SIZES: number[];
export function specimenHtml(fontBytes: Uint8Array, sizes?: number[], weights?: number[]): string;
