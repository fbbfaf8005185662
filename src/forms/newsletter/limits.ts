/**
 * Wrong newsletter codes (confirm or unsubscribe) one client may send in 10
 * minutes before it is asked to wait. A code that works never counts: mail
 * providers post many one-click unsubscribes from a few addresses. (Plain,
 * without "server-only", so the end-to-end tests can read it.)
 */
export const TOKEN_MISSES_ALLOWED = 20;
