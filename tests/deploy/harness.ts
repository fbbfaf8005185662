// The documented deployment (docs/deploy.md), run on this machine: one
// PostgreSQL database, the instances as their systemd unit starts them
// (deploy/systemd/savannah-crest@.service: its Environment= lines and
// `npm start`), and nginx with deploy/nginx/savannah-crest.conf, in which
// only ports and paths are replaced by the test's own.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { chromium, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import { unusedCode } from "../fixtures/authenticator";

export const ROOT = new URL("../..", import.meta.url).pathname;
// Two files run side by side (tests/deploy/vitest.config.ts): each worker has its own block of 20 ports.
const BASE_PORT = Number(process.env.DEPLOY_PORT || 3130) + 20 * (Number(process.env.VITEST_POOL_ID || 1) - 1);
export const PORTS = { a: BASE_PORT + 1, b: BASE_PORT + 2, smtp: BASE_PORT + 9, nginx: BASE_PORT + 10 } as const;
export const NGINX = `http://127.0.0.1:${PORTS.nginx}`;
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

/** The build every instance serves (scripts/test.mjs passes the end-to-end suite's). */
export const DIST_DIR = process.env.DEPLOY_DIST_DIR || ".next-test";

/**
 * A database of its own on the test's PostgreSQL server, created empty. With
 * `siteRole`, it belongs to a role of its own that the instances connect as
 * (`siteUrl`), as docs/deploy.md sets up `savannah_crest`; `url` stays the
 * server's administrator, who can take rights from that role.
 */
export async function freshDatabase(
  serverUrl: string,
  { suffix = "deploy", siteRole = false }: { suffix?: string; siteRole?: boolean } = {},
): Promise<{ url: string; siteUrl: string; siteRole: string; drop(): Promise<void> }> {
  const server = new URL(serverUrl);
  const name = `${server.pathname.slice(1) || "postgres"}_${suffix}`.replace(/[^a-z0-9_]/gi, "_");
  const role = `${name}_site`;
  const password = randomBytes(16).toString("hex");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  if (siteRole) {
    await admin.query(`DROP ROLE IF EXISTS "${role}"`);
    await admin.query(`CREATE ROLE "${role}" LOGIN PASSWORD '${password}'`);
    await admin.query(`CREATE DATABASE "${name}" OWNER "${role}"`);
  } else await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const siteUrl = new URL(url);
  if (siteRole) {
    siteUrl.username = role;
    siteUrl.password = password;
  }
  return {
    url: url.toString(),
    siteUrl: siteUrl.toString(),
    siteRole: role,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      if (siteRole) await client.query(`DROP ROLE IF EXISTS "${role}"`);
      await client.end();
    },
  };
}

/** The unit's Environment= settings for the instance on `port` (%i is the port). */
export function unitEnvironment(port: number): Record<string, string> {
  const unit = readFileSync(join(ROOT, "deploy/systemd/savannah-crest@.service"), "utf8");
  const env: Record<string, string> = {};
  for (const line of unit.split("\n")) {
    const match = /^Environment=([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!.replaceAll("%i", String(port));
  }
  if (!/^ExecStart=\S*npm start$/m.test(unit)) throw new Error("the unit no longer starts the site with `npm start`");
  return env;
}

export type Instance = {
  port: number;
  child: ChildProcess;
  log: string[];
  /** The addresses it listened on once it answered (listeningAddresses): the unit's, the loopback only. */
  listening: string[];
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/**
 * Starts one instance as its unit does: `npm start` with the unit's environment and the shared settings (site.env),
 * which override the unit's lines as systemd's EnvironmentFile= does.
 */
export async function startInstance(port: number, shared: Record<string, string>, unset: string[] = []): Promise<Instance> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...unitEnvironment(port), ...shared, NEXT_DIST_DIR: DIST_DIR };
  for (const name of unset) delete env[name];
  // npm start on the project's Node 24 (node_modules/.bin first, as npm does); no test runner's options.
  env.PATH = `${join(ROOT, "node_modules/.bin")}:${env.PATH ?? ""}`;
  delete env.NODE_OPTIONS;
  const child = spawn("npm", ["start"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const log: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const instance: Instance = {
    port,
    child,
    log,
    listening: [],
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        // The whole group: npm and the server it started (src/runtime/server.ts), as systemd's control group.
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
      await exited;
      // npm exits before the server it started has finished its requests: as systemd, wait until the whole group
      // is gone (the port is free again), and end it after TimeoutStopSec (20 s).
      for (let waited = 0; groupAlive(child.pid!); waited += 100) {
        if (waited >= 20_000) process.kill(-child.pid!, "SIGKILL");
        await sleep(100);
      }
    },
  };
  await waitFor(`http://127.0.0.1:${port}/healthz`, () => child.exitCode === null, log);
  instance.listening = listeningAddresses(port);
  return instance;
}

/**
 * The local addresses a TCP port is listened on (Linux's /proc/net/tcp and tcp6: "127.0.0.1", "::1", "0.0.0.0", "::"),
 * whichever process listens.
 */
export function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const [file, ipv6] of [
    ["/proc/net/tcp", false],
    ["/proc/net/tcp6", true],
  ] as const) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== "0A" || !local) continue; // 0A: LISTEN
      const [hex = "", portHex = ""] = local.split(":");
      if (Number.parseInt(portHex, 16) !== port) continue;
      // Each 32-bit word of the address is in the machine's byte order (little-endian here).
      const words = hex.match(/.{8}/g)!.map((word) => word.match(/../g)!.reverse().join(""));
      if (!ipv6)
        found.push(
          words[0]!
            .match(/../g)!
            .map((byte) => Number.parseInt(byte, 16))
            .join("."),
        );
      else {
        const groups = words
          .join("")
          .match(/.{4}/g)!
          .map((group) => group.replace(/^0+(?=.)/, ""));
        found.push(
          groups
            .join(":")
            .replace(/(^|:)0(:0)+(:|$)/, "::")
            .replace(/:{3,}/, "::"),
        );
      }
    }
  }
  return found;
}

/** The unit's ExecStartPost command for the instance on `port`, as systemd runs it (%i is the port, $$ a $). */
export function unitStartPost(port: number): string {
  const unit = readFileSync(join(ROOT, "deploy/systemd/savannah-crest@.service"), "utf8");
  const command = /^ExecStartPost=\/bin\/sh -c '(.*)'$/m.exec(unit)?.[1];
  if (!command) throw new Error("the unit no longer has an ExecStartPost=/bin/sh -c '…'");
  return command.replaceAll("%i", String(port)).replaceAll("$$", "$");
}

/**
 * Restarts an instance the way `systemctl restart` does with its unit: SIGTERM to
 * the whole group, then `npm start` again; answers once the unit's ExecStartPost has.
 */
export async function restartInstance(instance: Instance, shared: Record<string, string>): Promise<Instance> {
  await instance.stop("SIGTERM");
  const started = await startInstance(instance.port, shared);
  await promisify(execFile)("/bin/sh", ["-c", unitStartPost(instance.port)]);
  return started;
}

/** Debian's Chromium, headless, with the end-to-end suite's switches (playwright.config.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
}

/** Whether any process of the group `pid` leads is still running. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(url: string, running: () => boolean, log: string[]): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (!running()) throw new Error(`exited before ${url} answered:\n${log.join("")}`);
    await sleep(250);
  }
  throw new Error(`${url} did not answer:\n${log.join("")}`);
}

/** nginx with deploy/nginx/savannah-crest.conf, inside a main file like Debian's /etc/nginx/nginx.conf. */
export async function startNginx(): Promise<{ stop(): Promise<void>; reload(): Promise<void>; dir: string; accessLog(): string }> {
  const dir = mkdtempSync(join(tmpdir(), "savannah-crest-nginx-"));
  let site = readFileSync(join(ROOT, "deploy/nginx/savannah-crest.conf"), "utf8");
  const replacements: [string, string][] = [
    ["server 127.0.0.1:3001", `server 127.0.0.1:${PORTS.a}`],
    ["server 127.0.0.1:3002", `server 127.0.0.1:${PORTS.b}`],
    ["/var/cache/nginx/savannah-crest", join(dir, "cache")],
    ["/var/log/nginx/savannah-crest.log", join(dir, "access.log")],
    ["listen 80;", `listen 127.0.0.1:${PORTS.nginx};`],
    ["listen [::]:80;", ""],
    // $host drops the port, which is the default one (80, 443) in production but not here: the back office's
    // sign-in and the server actions compare the browser's Origin with the host the instance sees. nginx's own
    // name for the host with its own port, as in production, never the client's header as sent.
    ["proxy_set_header Host $host;", "proxy_set_header Host $host:$server_port;"],
    ["proxy_set_header X-Forwarded-Host $host;", "proxy_set_header X-Forwarded-Host $host:$server_port;"],
  ];
  for (const [from, to] of replacements) {
    if (!site.includes(from)) throw new Error(`deploy/nginx/savannah-crest.conf no longer has "${from}"`);
    site = site.replace(from, to);
  }
  writeFileSync(join(dir, "site.conf"), site);
  for (const folder of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "cache"]) mkdirSync(join(dir, folder));
  const root = process.getuid?.() === 0;
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      // As root (CI), the workers would otherwise run as nobody and could not enter the test's private folder.
      root ? "user root;" : "",
      "worker_processes 2;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      // Debian loads it from /etc/nginx/modules-enabled (libnginx-mod-http-brotli-filter).
      `load_module ${BROTLI_MODULE};`,
      "events { worker_connections 1024; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  sendfile on;",
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/site.conf;`,
      "}",
    ].join("\n"),
  );
  const child = spawn("/usr/sbin/nginx", ["-c", join(dir, "nginx.conf"), "-p", dir, "-e", join(dir, "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitFor(`${NGINX}/healthz`, () => child.exitCode === null, []);
  return {
    dir,
    accessLog: () => (existsSync(join(dir, "access.log")) ? readFileSync(join(dir, "access.log"), "utf8") : ""),
    /** `systemctl reload nginx`: SIGHUP, then new workers answer. */
    async reload() {
      child.kill("SIGHUP");
      await sleep(1_000);
      await waitFor(`${NGINX}/healthz`, () => child.exitCode === null, []);
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The password every journey's staff account is given at set-up. */
export const STAFF_PASSWORD = "a long and memorable passphrase";

/** `npm run staff -- add` (README, Back office) against the deployment's settings: the set-up link it prints. */
export async function staffAdd(shared: Record<string, string>, email: string, role: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    "npx",
    ["tsx", "--conditions=react-server", "scripts/staff.ts", "add", email, "--role", role],
    {
      cwd: ROOT,
      env: { ...process.env, ...shared },
    },
  );
  const link = /http:\/\/\S+\/admin\/set-up\?token=\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`no set-up link in: ${stdout}`);
  return link;
}

/**
 * A staff account set up through its link (password, authenticator code from the key shown); resolves on the
 * back office's home, signed in by the set-up itself. The authenticator's key is returned for later codes.
 */
export async function setUp(page: Page, link: string): Promise<string> {
  await page.goto(link);
  await page.getByLabel("New password").fill(STAFF_PASSWORD);
  await page.getByLabel("Repeat the password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  const key = (await page.locator("[data-totp-key]").innerText()).replace(/\s+/g, "");
  await page.getByLabel("6-digit code").fill(await unusedCode(key));
  await page.getByRole("button", { name: "Confirm code" }).click();
  await page.getByRole("link", { name: "Go to the back office" }).click();
  await page.getByRole("heading", { name: "Back office", level: 1 }).waitFor({ timeout: 30_000 });
  return key;
}

/**
 * setUp, then signed out and signed in with the password and another code (the site accepts each code once);
 * resolves on the back office's home. The authenticator's key is returned for later codes.
 */
export async function setUpAndSignIn(page: Page, link: string, email: string): Promise<string> {
  const key = await setUp(page, link);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/admin\/sign-in\?signed-out=1$/);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByLabel("Authentication code").fill(await unusedCode(key));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByRole("heading", { name: "Back office", level: 1 }).waitFor({ timeout: 30_000 });
  return key;
}
