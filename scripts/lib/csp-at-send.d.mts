import type { IncomingMessage, ServerResponse } from "node:http";
export function withScriptHashes(policy: string, hashes: readonly string[]): string;
export function hashAtSend(request: IncomingMessage, response: ServerResponse): void;
