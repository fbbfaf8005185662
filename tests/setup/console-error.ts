import { format } from "node:util";
import { afterEach, beforeEach } from "vitest";

/**
 * A test that logs `console.error` fails, as the end-to-end suite fails a page
 * that does: an error logged is an error the test did not expect. A test that
 * expects one spies on `console.error` (vi.spyOn), which replaces this wrapper
 * for its duration.
 */
const original = console.error;
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(format(...args));
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (logged.length > 0) {
    const messages = logged.map((message) => message.split("\n")[0]).join("\n  ");
    throw new Error(`The test logged ${logged.length} console.error message(s):\n  ${messages}`);
  }
});
