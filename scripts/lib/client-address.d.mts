export const CLIENT_ADDRESS_HEADER: string;
export function trustedHops(value: string | undefined): number;
export function resolveClientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, hops: number): string;
