import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./content-disposition";

describe("a download's Content-Disposition", () => {
  it("names a plain file as it is", () => {
    expect(attachmentDisposition("gate-log.pdf")).toBe(`attachment; filename="gate-log.pdf"; filename*=UTF-8''gate-log.pdf`);
  });

  it("keeps a non-ASCII name in filename*, with an ASCII fallback", () => {
    expect(attachmentDisposition("Ngozí's ledger (2026).xlsx")).toBe(
      `attachment; filename="Ngoz_'s ledger (2026).xlsx"; filename*=UTF-8''Ngoz%C3%AD%27s%20ledger%20%282026%29.xlsx`,
    );
  });

  it("cannot be broken out of by a quote, a backslash or a line break in the name", () => {
    const header = attachmentDisposition('a".pdf\r\nSet-Cookie: x=1\\');
    expect(header).toBe(`attachment; filename="a_.pdf__Set-Cookie: x=1_"; filename*=UTF-8''a%22.pdf%0D%0ASet-Cookie%3A%20x%3D1%5C`);
    expect(header).not.toMatch(/[\r\n]/);
    expect(() => new Headers({ "content-disposition": header })).not.toThrow();
  });
});
