import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { duration } from "@content/admin-reports";
import { BarChart, ColumnChart } from "./charts";

const columns = [
  { key: "w1", label: "Week of 2 November 2026", tick: ["Nov", "2026"] as const },
  { key: "w2", label: "Week of 9 November 2026" },
  { key: "w3", label: "Week of 16 November 2026" },
];
const series = [
  { key: "a", label: "Commodities" },
  { key: "b", label: "Assets Management" },
];
const VALUES: Record<string, number> = { "w1|a": 3, "w1|b": 1, "w2|a": 0, "w2|b": 2, "w3|a": 0, "w3|b": 0 };

describe("the back office's charts (decision 130)", () => {
  it("a column chart is an image named and described in words, its series told apart by pattern and legend, not colour alone", () => {
    const html = renderToStaticMarkup(
      createElement(ColumnChart, {
        id: "weekly",
        title: "Enquiries per week",
        description: "6 in 3 weeks.",
        columns,
        series,
        value: (column: string, s: string) => VALUES[`${column}|${s}`] ?? 0,
      }),
    );
    expect(html).toContain('role="img" aria-labelledby="weekly-title" aria-describedby="weekly-desc"');
    expect(html).toContain('<title id="weekly-title">Enquiries per week</title><desc id="weekly-desc">6 in 3 weeks.</desc>');
    // One segment per non-zero value: the first series solid, the second hatched (a pattern of its own).
    const segments = [...html.matchAll(/<rect [^>]*stroke-width="0.75"[^>]*>/g)].map((m) => m[0]);
    expect(segments).toHaveLength(3);
    expect(segments.every((s) => /class="stroke-ink( |")/.test(s))).toBe(true);
    expect(segments.filter((s) => s.includes("fill-forest"))).toHaveLength(1);
    expect(segments.filter((s) => s.includes('fill="url(#weekly-p1)"'))).toHaveLength(2);
    expect(html).toContain('<pattern id="weekly-p1"');
    // The legend says each series in words; each column's total is its tooltip.
    expect(html).toMatch(/<ul[^>]*aria-hidden="true"[^>]*>.*Commodities.*Assets Management.*<\/ul>/);
    expect(html).toContain("<title>Week of 2 November 2026: 4</title>");
    expect(html).not.toContain("NaN");
  });

  it("the value axis counts in whole steps up to a 1-2-5 maximum", () => {
    const axis = (top: number) => {
      const html = renderToStaticMarkup(
        createElement(ColumnChart, {
          id: "axis",
          title: "t",
          description: "d",
          columns: [{ key: "w", label: "w" }],
          series: [{ key: "a", label: "a" }],
          value: () => top,
        }),
      );
      return [...html.matchAll(/text-anchor="end"[^>]*>(\d+)<\/text>/g)].map((m) => Number(m[1]));
    };
    expect(axis(4)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(axis(2)).toEqual([0, 1, 2]);
    expect(axis(0)).toEqual([0, 1]);
    expect(axis(37)).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it("a bar chart writes each bar's label and value beside it; a bar without a figure draws none", () => {
    const html = renderToStaticMarkup(
      createElement(BarChart, {
        id: "median",
        title: "Median time to first answer",
        description: "Enquiries, 3 h 00 min; Bookings, none answered.",
        bars: [
          { key: "enquiry", label: "Enquiries", value: 10_800, text: duration(10_800) },
          { key: "booking", label: "Bookings", value: null, text: "none answered" },
        ],
      }),
    );
    expect(html).toContain(">Enquiries</text>");
    expect(html).toContain(">3 h 00 min</text>");
    expect(html).toContain(">none answered</text>");
    expect([...html.matchAll(/<rect[^>]*class="fill-forest"/g)]).toHaveLength(1);
  });

  it("a wait is said as a person says it", () => {
    expect(duration(45 * 60)).toBe("45 min");
    expect(duration(3 * 3600 + 5 * 60)).toBe("3 h 05 min");
    expect(duration(52 * 3600)).toBe("2 days 4 h");
  });
});
