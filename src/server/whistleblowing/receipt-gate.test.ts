import { describe, expect, it } from "vitest";
import { ReceiptGate } from "./receipt-gate";

/** A check that finishes when the test says so, recording the order checks start in. */
function checks() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const check = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finishers.set(name, () => resolve(name));
    });
  const finish = async (name: string) => {
    finishers.get(name)!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, check, finish };
}

describe("the receipt gate", () => {
  it("runs one check at a time, lets a bounded number wait, and turns the rest away", async () => {
    const gate = new ReceiptGate({ running: 1, waiting: 2 });
    const { started, check, finish } = checks();
    const first = gate.run("a", false, check("a"));
    const second = gate.run("b", false, check("b"));
    const third = gate.run("c", false, check("c"));
    expect(await gate.run("d", false, check("d"))).toEqual({ ok: false });
    expect(started).toEqual(["a"]);
    expect(gate.waiting).toBe(2);
    await finish("a");
    expect(started).toEqual(["a", "b"]);
    await finish("b");
    await finish("c");
    expect(await Promise.all([first, second, third])).toEqual([
      { ok: true, value: "a" },
      { ok: true, value: "b" },
      { ok: true, value: "c" },
    ]);
    // Idle again: the next check runs at once.
    const again = gate.run("d", false, check("d2"));
    expect(started.at(-1)).toBe("d2");
    await finish("d2");
    expect(await again).toEqual({ ok: true, value: "d2" });
  });

  it("one check at a time per client: a second from the same address is turned away", async () => {
    const gate = new ReceiptGate({ running: 1, waiting: 5 });
    const { check, finish } = checks();
    const first = gate.run("a", true, check("a"));
    expect(await gate.run("a", true, check("a-again"))).toEqual({ ok: false });
    await finish("a");
    expect(await first).toEqual({ ok: true, value: "a" });
  });

  it("a client without wrong receipts waits ahead of a flood and, the queue full, takes the place of its latest", async () => {
    const gate = new ReceiptGate({ running: 1, waiting: 2 });
    const { started, check, finish } = checks();
    const flood = ["f1", "f2", "f3"].map((name) => gate.run(name, false, check(name)));
    const reporter = gate.run("reporter", true, check("reporter"));
    // f3, the latest of the flood, made room and was turned away.
    expect(await flood[2]).toEqual({ ok: false });
    await finish("f1");
    expect(started).toEqual(["f1", "reporter"]);
    await finish("reporter");
    expect(await reporter).toEqual({ ok: true, value: "reporter" });
    await finish("f2");
    expect(await flood[1]).toEqual({ ok: true, value: "f2" });
  });

  it("a queue full of clean clients turns a newcomer away, clean or not: the work stays bounded", async () => {
    const gate = new ReceiptGate({ running: 1, waiting: 1 });
    const { check, finish } = checks();
    const running = gate.run("a", true, check("a"));
    const waiting = gate.run("b", true, check("b"));
    expect(await gate.run("c", true, check("c"))).toEqual({ ok: false });
    expect(await gate.run("d", false, check("d"))).toEqual({ ok: false });
    await finish("a");
    await finish("b");
    expect((await Promise.all([running, waiting])).map((r) => r.ok)).toEqual([true, true]);
  });
});
