export function nextStartEnv(env?: Record<string, string | undefined>): NodeJS.ProcessEnv;
