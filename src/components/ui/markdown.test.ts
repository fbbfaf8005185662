import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";
import { markdownSections, markdownText } from "@/lib/markdown-tree";

const html = (source: string) => renderToStaticMarkup(createElement(Markdown, { source }));

describe("Markdown article bodies", () => {
  it("renders a script tag and an onerror attribute inert: neither reaches the page", () => {
    const out = html(
      [
        "Before <script>alert('x')</script> after.",
        "",
        '<img src="/media/x.webp" onerror="alert(1)">',
        "",
        "<script>document.title='owned'</script>",
        "",
        "[click](javascript:alert(1))",
        "",
        "![pic](/media/news/news-01.webp)",
      ].join("\n"),
    );
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/onerror/i);
    expect(out).not.toMatch(/javascript:/i);
    // A block of raw HTML goes whole; inline tags go and their text stays as text.
    expect(out).not.toContain("document.title");
    expect(out).toContain('<p class="mt-4 leading-relaxed">Before alert(&#x27;x&#x27;) after.</p>');
    expect(out).toContain('<img src="/media/news/news-01.webp" alt="pic"/>');
  });

  it("gives level-2 headings the ids the MDX pages give them, and external links rel=noopener", () => {
    const out = html("## Why Kano?\n\nSee [the exchange](https://exchange.example.com/kano) and [our news](/news).");
    expect(out).toContain('<h2 id="why-kano"');
    expect(out).toMatch(/<a href="https:\/\/exchange\.example\.com\/kano" rel="noopener noreferrer" target="_blank"/);
    expect(out).toMatch(/<a [^>]*href="\/news"/);
    expect(out).not.toMatch(/href="\/news"[^>]*rel=/);
  });

  it("gives the plain text and the sections for the search index", () => {
    const source = "Intro line.\n\n## First\n\nOne **two**.\n\n## Second\n\n- a\n- b";
    expect(markdownText(source)).toBe("Intro line. First One two. Second a b");
    expect(markdownSections(source)).toEqual([
      { heading: null, text: "Intro line." },
      { heading: "First", text: "One two." },
      { heading: "Second", text: "a b" },
    ]);
  });
});
