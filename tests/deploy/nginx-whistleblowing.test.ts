// deploy/nginx/savannah-crest.conf keeps nothing of a whistleblower (decision 120): real nginx with
// that file, in front of two small stand-in instances (this suite is about nginx, not the site, so it
// needs no build): `npx vitest run --config tests/deploy/vitest.config.ts tests/deploy/nginx-whistleblowing.test.ts`.
import { createServer, request as httpRequest, type Server } from "node:http";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { NGINX, PORTS, startNginx } from "./harness";

const MB = 1024 * 1024;
let nginx: Awaited<ReturnType<typeof startNginx>>;
const instances: Server[] = [];
/** What the stand-ins received: path and body bytes of each post. */
const received: { path: string; bytes: number }[] = [];
/** The headers of each request the stand-ins received, by path. */
const seen: { path: string; method: string; headers: Record<string, string | string[] | undefined> }[] = [];

/** A stand-in instance: /healthz, posts counted and answered 303, a 64 MB download, and a path that breaks (502). */
function standIn(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    seen.push({ path: req.url ?? "", method: req.method ?? "", headers: req.headers });
    if (req.url === "/whistleblow/break" || req.url === "/contact-form/break") {
      req.socket.destroy();
      return;
    }
    if (req.method === "POST") {
      let bytes = 0;
      req.on("data", (chunk: Buffer) => (bytes += chunk.length));
      req.on("end", () => {
        received.push({ path: req.url ?? "", bytes });
        res.writeHead(303, { location: "/whistleblow/follow-up", "cache-control": "no-store" }).end();
      });
      return;
    }
    if (req.url?.startsWith("/admin/cases/") || req.url?.startsWith("/whistleblow/follow-up")) {
      res.writeHead(200, { "content-type": "application/octet-stream", "cache-control": "no-store" });
      res.end(Buffer.alloc(64 * MB, 0x61));
      return;
    }
    res.writeHead(200, { "content-type": "text/plain", "cache-control": "no-store" }).end("ok");
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/**
 * The temporary files nginx holds open under one of its folders. nginx unlinks such a file as soon as
 * it creates it, so the folder looks empty while the bytes are on the disk: the open descriptors of
 * its processes show them ("…/body/0000000001 (deleted)").
 */
function filesUnder(folder: string): string[] {
  const prefix = join(nginx.dir, folder);
  const found: string[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (target.startsWith(prefix)) found.push(target);
      }
    } catch {
      // a process that ended meanwhile, or one we may not look into
    }
  }
  return found;
}

/** A post whose body is sent all but its last kilobyte, then a pause, so nginx holds most of it meanwhile. */
function slowPost(path: string, size: number, during: () => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${NGINX}${path}`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", "content-length": String(size) },
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    const half = size - 1024;
    req.write(Buffer.alloc(half, 0x62), () =>
      setTimeout(() => {
        during();
        req.end(Buffer.alloc(size - half, 0x62));
      }, 700),
    );
  });
}

/** A post that announces more than nginx takes: refused from the headers (413). */
function announcedPost(path: string, size: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${NGINX}${path}`, { method: "POST", headers: { "content-length": String(size) } });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", (error) => (/ECONNRESET|EPIPE/.test(String(error)) ? resolve(413) : reject(error)));
    req.write("x");
  });
}

/** A small post through nginx from `localAddress` (another loopback address is another visitor): the status and what the instance saw. */
function postFrom(localAddress: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const body = "receipt=1234-5678-9012-3456";
    const req = httpRequest(`${NGINX}${path}`, {
      method: "POST",
      localAddress,
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length), ...headers },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => {
        const mine = seen.filter((r) => r.path === path && r.method === "POST").at(-1);
        resolve({ status: res.statusCode ?? 0, headers: mine?.headers ?? {} });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

const LIMITED = "x-whistleblowing-limited";

describe("nginx and the whistleblower", () => {
  beforeAll(async () => {
    instances.push(await standIn(PORTS.a), await standIn(PORTS.b));
    nginx = await startNginx();
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((s) => new Promise((resolve) => s.close(resolve))));
  });

  test("a follow-up with attachments reaches the instances (up to 51 MB), passed on as it arrives: nothing in client_body_temp", async () => {
    let held: string[] = ["not looked"];
    const status = await slowPost("/api/whistleblow/follow-up", 3 * MB, () => (held = filesUnder("body")));
    expect(status).toBe(303);
    expect(received.at(-1)).toEqual({ path: "/api/whistleblow/follow-up", bytes: 3 * MB });
    expect(held).toEqual([]);
    // More than five files of 10 MB is refused by nginx too.
    expect(await announcedPost("/api/whistleblow/follow-up", 60 * MB)).toBe(413);
  });

  test("a report (a server action of up to 32 KB) is held in memory, not in client_body_temp", async () => {
    let held: string[] = ["not looked"];
    expect(await slowPost("/whistleblow", 30 * 1024, () => (held = filesUnder("body")))).toBe(303);
    expect(held).toEqual([]);
  });

  test("a decrypted case page or attachment on its way to a slow reader is never written to proxy_temp", async () => {
    for (const path of ["/admin/cases/1/attachments/1", "/whistleblow/follow-up"]) {
      const files = await new Promise<string[]>((resolve, reject) => {
        const req = httpRequest(`${NGINX}${path}`, (res) => {
          res.pause();
          // The reader does not read: nginx would now spill what the sockets do not hold to a temporary file.
          setTimeout(() => {
            const seen = filesUnder("proxy");
            res.resume();
            res.on("end", () => resolve(seen));
          }, 1_000);
        });
        req.on("error", reject);
        req.end();
      });
      expect(files, path).toEqual([]);
    }
  });

  test("one limit for every instance, in nginx's shared memory: the 6th report from one address is marked over the limit for the instance, whichever it is; another address is not", async () => {
    const marks: (string | undefined)[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { status, headers } = await postFrom("127.0.0.6", "/whistleblow");
      // nginx refuses nothing itself: the instance answers with the form's own message.
      expect(status).toBe(303);
      marks.push(headers[LIMITED] as string | undefined);
    }
    expect(marks).toEqual([undefined, undefined, undefined, undefined, undefined, "1"]);
    // Both instances answered some of them (round robin): the count is nginx's, not theirs.
    expect((await postFrom("127.0.0.2", "/whistleblow")).headers[LIMITED]).toBeUndefined();
    // The page itself is never counted, nor marked.
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${NGINX}/whistleblow`)).status).toBe(200);
    expect(seen.filter((r) => r.path === "/whistleblow" && r.method === "GET").every((r) => r.headers[LIMITED] === undefined)).toBe(true);
    // Receipt checks: five at once, then one every 12 s; a follow-up's other posts are not counted.
    const receipts: (string | undefined)[] = [];
    for (let i = 0; i < 6; i += 1)
      receipts.push((await postFrom("127.0.0.3", "/api/whistleblow/follow-up/open")).headers[LIMITED] as string);
    expect(receipts).toEqual([undefined, undefined, undefined, undefined, undefined, "1"]);
    expect((await postFrom("127.0.0.3", "/api/whistleblow/follow-up")).headers[LIMITED]).toBeUndefined();
    expect((await postFrom("127.0.0.4", "/api/whistleblow/follow-up/open")).headers[LIMITED]).toBeUndefined();
  });

  test("a client cannot set the over-the-limit mark, nor X-Forwarded-Host: nginx sets both itself", async () => {
    const forged = { [LIMITED]: "1", "x-forwarded-host": "attacker.example" };
    for (const path of ["/whistleblow", "/contact-form", "/api/whistleblow/follow-up/open", "/api/admin/uploads"]) {
      const { headers } = await postFrom("127.0.0.5", path, forged);
      expect(headers[LIMITED], path).toBeUndefined();
      expect(headers["x-forwarded-host"], path).toBe(`127.0.0.1:${PORTS.nginx}`);
    }
  });

  test("nginx refuses /metrics (each instance's, for a scraper on its machine), and gives each request an id of its own, never the client's", async () => {
    for (const path of ["/metrics", "/metrics?x=1"]) expect((await fetch(`${NGINX}${path}`)).status, path).toBe(404);
    expect(seen.some((r) => r.path.startsWith("/metrics"))).toBe(false);
    const ids = [];
    for (let i = 0; i < 2; i += 1)
      ids.push((await postFrom("127.0.0.5", "/contact-form", { "x-request-id": "chosen-by-the-client" })).headers["x-request-id"]);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  test("no error-log line names a whistleblowing request (nginx writes the client's address in each); other pages' errors are logged", async () => {
    expect(await announcedPost("/api/whistleblow/follow-up", 60 * MB)).toBe(413);
    expect((await fetch(`${NGINX}/whistleblow/break`)).status).toBe(502);
    // The control: the same failure elsewhere is logged, with the address.
    expect((await fetch(`${NGINX}/contact-form/break`)).status).toBe(502);
    await sleep(200);
    const log = readFileSync(join(nginx.dir, "error.log"), "utf8");
    expect(log).toMatch(/client: 127\.0\.0\.1.*\/contact-form\/break/);
    expect(log.split("\n").filter((line) => line.includes("whistleblow"))).toEqual([]);
    // Nor the limits' addresses (the test above went over both): no line names them, in either log.
    for (const address of ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.6"]) {
      expect(log).not.toContain(address);
      expect(nginx.accessLog()).not.toContain(address);
    }
  });
});
