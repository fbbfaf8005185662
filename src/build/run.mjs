// Runs a command from node_modules/.bin (so it runs on the project's Node 24) and
// resolves with its exit code; rejects when it fails unless allowFailure is set.
import { spawn } from "node:child_process";
import { delimiter, join } from "node:path";

const ROOT = new URL("../..", import.meta.url).pathname;
const BIN = join(ROOT, "node_modules", ".bin");

export function withProjectPath(env = process.env) {
  return { ...env, PATH: `${BIN}${delimiter}${env.PATH ?? ""}` };
}

export function run(command, args, { env = process.env, allowFailure = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: withProjectPath(env) });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (status !== 0 && !allowFailure) reject(new Error(`${command} ${args.join(" ")} exited with ${status}`));
      else resolve(status);
    });
  });
}
