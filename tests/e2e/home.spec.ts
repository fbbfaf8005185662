import ExcelJS from "exceljs";
import { PDFDocument } from "pdf-lib";
import type { Locator, Page } from "@playwright/test";
import { businesses } from "../../content/businesses";
import { earnings, formatFileSize } from "../../content/earnings";
import { home } from "../../content/home";
import { slideshowCopy } from "../../content/interface";
import { news } from "../../content/news";
import { CAROUSEL_INTERVAL_MS, MARQUEE_CYCLE_S, site } from "../../content/site";
import { expect, test, visit, waitForLoader } from "./fixtures";
import { LOADER_MS } from "./routes";

/** The active slide's position, "1 of 4". */
async function activeSlide(page: Page) {
  return page.getByTestId("slideshow").locator('[data-active="true"]').getAttribute("aria-label");
}

/** Opens the home page and waits until the slideshow is interactive (hydrated, Embla started). */
async function visitHome(page: Page) {
  await visit(page, "/");
  await expect(page.getByTestId("slideshow")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
}

/** Moves the pointer off the slideshow and takes focus off everything, so only the pause control decides. */
async function leaveSlideshow(page: Page) {
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * A mouse swipe of about a tenth of a second. Each event carries the time it is
 * meant to happen at, so the gesture's speed is a hand's: Playwright's own moves
 * reach a busy page 50 to 100 ms apart, too slow for Embla to read them as a
 * flick, and whether such a drag moved the slides was a matter of chance.
 */
async function swipe(page: Page, { from, to, y }: { from: number; to: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const send = (type: "mouseMoved" | "mousePressed" | "mouseReleased", x: number, ms: number, pressed: boolean) =>
    cdp.send("Input.dispatchMouseEvent", {
      type,
      x,
      y,
      button: type === "mouseMoved" && !pressed ? "none" : "left",
      buttons: pressed ? 1 : 0,
      clickCount: type === "mouseMoved" ? 0 : 1,
      timestamp: start + ms / 1000,
    });
  const steps = 6;
  await send("mouseMoved", from, 0, false);
  await send("mousePressed", from, 10, true);
  for (let step = 1; step <= steps; step += 1) await send("mouseMoved", from + ((to - from) * step) / steps, 10 + step * 16, true);
  await send("mouseReleased", to, 10 + steps * 16 + 8, false);
  await cdp.detach();
}

async function runningAnimations(locator: Locator) {
  return locator.evaluate((el) => el.getAnimations().filter((a) => a.playState === "running").length);
}

test.describe("home slideshow", () => {
  test("next and previous wrap at both ends", async ({ page }) => {
    await visitHome(page);
    const show = page.getByTestId("slideshow");
    await expect(show.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    expect(await activeSlide(page)).toBe("1 of 4");
    await show.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => activeSlide(page)).toBe("4 of 4");
    await show.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => activeSlide(page)).toBe("1 of 4");
    for (const expected of ["2 of 4", "3 of 4", "4 of 4", "1 of 4"]) {
      await show.getByRole("button", { name: "Next slide" }).click();
      await expect.poll(() => activeSlide(page)).toBe(expected);
    }
    await show.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => activeSlide(page)).toBe("4 of 4");
  });

  test("a keyboard user's move is announced: focus stops the rotation and the counter speaks", async ({ page }) => {
    await visitHome(page);
    const show = page.getByTestId("slideshow");
    const counter = show.locator("p[aria-live]");
    await leaveSlideshow(page);
    await expect(show).toHaveAttribute("data-playing", "true");
    // Rotating on its own: the counter keeps quiet rather than talk over the page every 4 s.
    await expect(counter).toHaveAttribute("aria-live", "off");
    const next = show.getByRole("button", { name: "Next slide" });
    await next.focus();
    await expect(show).toHaveAttribute("data-playing", "false");
    await expect(counter).toHaveAttribute("aria-live", "polite");
    const before = await activeSlide(page);
    await page.keyboard.press("Enter");
    await expect.poll(() => activeSlide(page)).not.toBe(before);
    await expect(counter).toContainText(`${(await activeSlide(page))!.split(" ")[0]} / 4`);
    // The pause control says what it does (its name changes), so it is no toggle button.
    const pause = show.getByRole("button", { name: "Pause slideshow" });
    await expect(pause).not.toHaveAttribute("aria-pressed");
    await pause.press("Enter");
    await expect(show.getByRole("button", { name: "Play slideshow" })).not.toHaveAttribute("aria-pressed");
  });

  test("auto-advances about every 4 s, pauses on hover, and the pause control stops it", async ({ page }) => {
    await visitHome(page);
    const show = page.getByTestId("slideshow");
    await leaveSlideshow(page);
    await expect(show).toHaveAttribute("data-playing", "true");
    // Time the automatic moves in the page itself: one full interval between two of them.
    await show.evaluate((el) => {
      const w = window as unknown as { slideChanges: number[] };
      w.slideChanges = [];
      new MutationObserver((records) => {
        if (records.some((r) => (r.target as HTMLElement).dataset.active === "true")) w.slideChanges.push(performance.now());
      }).observe(el, { attributes: true, attributeFilter: ["data-active"], subtree: true });
    });
    const changes = () => page.evaluate(() => (window as unknown as { slideChanges: number[] }).slideChanges);
    await expect.poll(async () => (await changes()).length, { timeout: 2 * CAROUSEL_INTERVAL_MS + 5000 }).toBeGreaterThanOrEqual(2);
    const [first, second] = await changes();
    const interval = second! - first!;
    expect(interval).toBeGreaterThan(CAROUSEL_INTERVAL_MS - 500);
    expect(interval).toBeLessThan(CAROUSEL_INTERVAL_MS + 1500);
    expect(await activeSlide(page)).not.toBe("1 of 4");

    await show.hover();
    await expect(show).toHaveAttribute("data-playing", "false");

    await show.getByRole("button", { name: "Pause slideshow" }).click();
    await leaveSlideshow(page);
    await expect(show.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await expect(show).toHaveAttribute("data-playing", "false");
    const paused = await activeSlide(page);
    await page.waitForTimeout(CAROUSEL_INTERVAL_MS + 1000);
    expect(await activeSlide(page)).toBe(paused);

    await show.getByRole("button", { name: "Play slideshow" }).click();
    await leaveSlideshow(page);
    await expect(show).toHaveAttribute("data-playing", "true");
  });

  test("after Pause, a swipe or a press on the slides moves them but never starts the rotation again", async ({ page }) => {
    await visitHome(page);
    const show = page.getByTestId("slideshow");
    await show.getByRole("button", { name: "Pause slideshow" }).click();
    await leaveSlideshow(page);
    const box = (await show.boundingBox())!;
    const y = box.y + box.height / 3;
    // A swipe to the left, as a mouse drags it.
    await swipe(page, { from: box.x + box.width * 0.8, to: box.x + box.width * 0.2, y });
    await expect.poll(() => activeSlide(page)).not.toBe("1 of 4");
    // And a press that does not move.
    await page.mouse.click(box.x + box.width / 2, y);
    await leaveSlideshow(page);
    const shown = await activeSlide(page);
    await page.waitForTimeout(CAROUSEL_INTERVAL_MS + 1000);
    expect(await activeSlide(page)).toBe(shown);
    await expect(show).toHaveAttribute("data-playing", "false");
    await expect(show.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  });

  test("answers a visitor at once, before the page has loaded", async ({ page }) => {
    // The hero image never arrives, so the window's load event never comes.
    await page.route("**/_next/image?url=%2Fmedia%2Fslides%2Fhome-real-estate*", () => new Promise(() => {}));
    const open = async () => {
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await waitForLoader(page);
    };
    await open();
    const show = page.getByTestId("slideshow");
    await show.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => activeSlide(page)).toBe("2 of 4");

    await open();
    await show.getByRole("button", { name: "Previous slide" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => activeSlide(page)).toBe("4 of 4");

    // A screen reader's activation: a click event alone, with no pointer over the carousel and no focus in it.
    await open();
    await show.getByRole("button", { name: "Next slide" }).dispatchEvent("click");
    // Sooner than the first automatic move could come (4 s after Embla starts).
    await expect.poll(() => activeSlide(page), { timeout: CAROUSEL_INTERVAL_MS - 1000 }).toBe("2 of 4");
  });

  test("captions type themselves out, while assistive technology gets the whole caption", async ({ page }) => {
    await visitHome(page);
    const show = page.getByTestId("slideshow");
    await show.getByRole("button", { name: "Next slide" }).click();
    const slide = show.locator('[data-active="true"]');
    const caption = home.hero.slides[1]!.text;
    await expect(slide.locator(".sr-only", { hasText: caption })).toHaveCount(1);
    const typed = () =>
      slide.getByTestId("typewriter").evaluate((el) => {
        const characters = [...el.children];
        return characters.filter((c) => getComputedStyle(c).visibility === "visible").length;
      });
    const length = [...caption].length;
    await expect.poll(typed, { intervals: [20] }).toBeLessThan(length);
    await expect.poll(typed, { timeout: 20_000 }).toBe(length);
  });

  test("under the loading cover nothing moves: the first caption types, and the rotation starts, once it lifts", async ({ page }) => {
    test.skip(LOADER_MS === 0, "the loader is turned off in this build");
    /** How many of the first caption's characters show. */
    const firstCaptionTyped = () =>
      page
        .getByTestId("slideshow")
        .locator('[aria-roledescription="slide"]')
        .first()
        .getByTestId("typewriter")
        .evaluate((el) => [...el.children].filter((c) => getComputedStyle(c).visibility === "visible").length);
    const length = [...home.hero.slides[0]!.text].length;

    // The first load: the caption is drawn with the cover, and waits it out before it types (every frame
    // drawn while the cover is up is noted in the page, so a slow machine cannot miss one).
    await page.addInitScript(() => {
      const w = window as unknown as { typedUnderCover: number[] };
      w.typedUnderCover = [];
      const note = () => {
        const loader = document.querySelector('[data-testid="page-loader"]');
        const caption = document.querySelector('[data-testid="typewriter"]');
        if (loader && caption && getComputedStyle(loader).visibility !== "hidden")
          w.typedUnderCover.push([...caption.children].filter((c) => getComputedStyle(c).visibility === "visible").length);
        requestAnimationFrame(note);
      };
      requestAnimationFrame(note);
    });
    await page.goto("/");
    await waitForLoader(page);
    const underCover = await page.evaluate(() => (window as unknown as { typedUnderCover: number[] }).typedUnderCover);
    expect(underCover.length, "frames drawn under the cover").toBeGreaterThan(0);
    expect(underCover.filter((typed) => typed > 0)).toEqual([]);
    await expect.poll(firstCaptionTyped).toBe(length);

    // A client-side navigation brings the cover back with the page: every frame drawn while it is
    // up (noted in the page, so a slow machine cannot miss one) has the slideshow standing still.
    await visit(page, "/careers");
    await page.evaluate(() => {
      const w = window as unknown as { frames: { covered: boolean; playing: string | null }[] };
      w.frames = [];
      const note = () => {
        const show = document.querySelector('[data-testid="slideshow"]');
        if (show)
          w.frames.push({
            covered: document.querySelector('[data-testid="page-loader"]') !== null,
            playing: show.getAttribute("data-playing"),
          });
        requestAnimationFrame(note);
      };
      requestAnimationFrame(note);
    });
    await page.getByRole("banner").getByRole("link", { name: site.shortName, exact: true }).click();
    await expect(page.getByTestId("slideshow")).toBeAttached();
    expect(await firstCaptionTyped()).toBe(0);
    await waitForLoader(page);
    await expect.poll(firstCaptionTyped).toBe(length);
    await leaveSlideshow(page);
    const show = page.getByTestId("slideshow");
    await expect(show).toHaveAttribute("data-playing", "true");
    const frames = await page.evaluate(() => (window as unknown as { frames: { covered: boolean; playing: string | null }[] }).frames);
    const covered = frames.filter((f) => f.covered);
    expect(covered.length, "frames drawn under the cover").toBeGreaterThan(0);
    expect(
      covered.filter((f) => f.playing !== "false"),
      "frames under the cover with the slideshow rotating",
    ).toEqual([]);

    // Back on the first slide after a move, its caption types at once.
    await show.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => activeSlide(page)).toBe("2 of 4");
    await show.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => activeSlide(page)).toBe("1 of 4");
    await expect.poll(firstCaptionTyped, { intervals: [20] }).toBeLessThan(length);
    await expect.poll(firstCaptionTyped).toBe(length);
  });

  /** The first slide's two files (wide and upright art) the browser asked for while the page loaded. */
  function heroRequests(page: Page) {
    const wide = encodeURIComponent(home.hero.slides[0]!.image);
    const upright = encodeURIComponent(home.hero.slides[0]!.portrait!);
    const seen = { wide: 0, upright: 0 };
    page.on("request", (request) => {
      if (request.url().includes(wide)) seen.wide += 1;
      if (request.url().includes(upright)) seen.upright += 1;
    });
    return seen;
  }

  test("the first slide's image is preloaded and sized for the viewport; a wide screen fetches only the wide art", async ({ page }) => {
    const seen = heroRequests(page);
    await visitHome(page);
    const first = page.getByTestId("slideshow").locator("img").first();
    await expect(first).toHaveAttribute("sizes", /100vw$/);
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).not.toHaveAttribute("loading", "lazy");
    // One preload per kind of screen, each with its media query.
    const preloads = page.locator('link[rel="preload"][as="image"]');
    await expect(preloads).toHaveCount(2);
    expect(await preloads.evaluateAll((links) => links.map((link) => link.getAttribute("media")).sort())).toEqual([
      "(max-aspect-ratio: 1/1)",
      "not all and (max-aspect-ratio: 1/1)",
    ]);
    await expect
      .poll(() => first.evaluate((img) => (img as HTMLImageElement).currentSrc))
      .toContain(encodeURIComponent(home.hero.slides[0]!.image));
    expect(seen).toEqual({ wide: 1, upright: 0 });
  });

  test("on a phone held upright the hero shows its upright art, fetched alone, as wide as it is drawn (not stretched)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const seen = heroRequests(page);
    await visitHome(page);
    const first = page.getByTestId("slideshow").locator("img").first();
    await expect.poll(() => first.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
    expect(await first.evaluate((img) => (img as HTMLImageElement).currentSrc)).toContain(
      encodeURIComponent(home.hero.slides[0]!.portrait!),
    );
    expect(await first.evaluate((img) => [(img as HTMLImageElement).naturalWidth < (img as HTMLImageElement).naturalHeight])).toEqual([
      true,
    ]);
    expect(seen).toEqual({ wide: 0, upright: 1 });
    const { drawn, file } = await first.evaluate((img) => {
      const image = img as HTMLImageElement;
      const box = image.getBoundingClientRect();
      // object-cover: the picture is scaled to cover the box.
      const scale = Math.max(box.width / image.naturalWidth, box.height / image.naturalHeight);
      return { drawn: image.naturalWidth * scale * devicePixelRatio, file: Number(new URL(image.currentSrc).searchParams.get("w")) };
    });
    // The upright art covers the screen's width with little cut off (the wide art was drawn over twice the width).
    expect(drawn).toBeGreaterThanOrEqual(390);
    expect(drawn).toBeLessThan(390 * 1.5);
    expect(file, `file ${file} px wide for a picture drawn ${Math.round(drawn)} px wide`).toBeGreaterThanOrEqual(Math.min(drawn, 1080));
  });

  test("the other slides' images load once the page has loaded, before they are shown (no slide fades in empty)", async ({ page }) => {
    await visitHome(page);
    const show = page.getByTestId("slideshow");
    await show.getByRole("button", { name: slideshowCopy.pause }).click();
    const images = show.locator("img");
    await expect(images).toHaveCount(home.hero.slides.length);
    await expect
      .poll(() =>
        images.evaluateAll(
          (imgs) => imgs.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length,
        ),
      )
      .toBe(home.hero.slides.length);
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("stops the slideshow, the marquee and video autoplay; cards and captions show at once", async ({ page }) => {
    await visitHome(page);
    const show = page.getByTestId("slideshow");
    await leaveSlideshow(page);
    await expect(show).toHaveAttribute("data-playing", "false");
    const caption = page.getByTestId("typewriter").first();
    await expect(caption).toHaveText(home.hero.slides[0]!.text);
    const shown = await caption.evaluate((el) => [...el.children].filter((c) => getComputedStyle(c).visibility === "visible").length);
    expect(shown).toBe([...home.hero.slides[0]!.text].length);

    const track = page.getByTestId("marquee-track");
    expect(await runningAnimations(track)).toBe(0);
    await expect(page.getByTestId("marquee").getByRole("button")).toBeHidden();
    // Still, every item can be read: none runs past the screen's edge.
    await expect(track.locator('ul[aria-hidden="true"]')).toBeHidden();
    const width = page.viewportSize()!.width;
    const items = track.locator("ul:not([aria-hidden]) > li");
    await expect(items).toHaveCount(home.marquee.items.length);
    for (const item of await items.all()) {
      await expect(item).toBeVisible();
      const box = (await item.boundingBox())!;
      expect(box.x, await item.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await item.innerText()).toBeLessThanOrEqual(width);
    }

    const cards = page.locator("[data-reveal]");
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    expect(await cards.last().evaluate((el) => getComputedStyle(el).opacity)).toBe("1");

    for (const video of await page.getByTestId("background-video").all()) {
      await video.scrollIntoViewIfNeeded();
      await page.waitForTimeout(800);
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(0);
    }
    // A press on the slides, then more than one interval: still the first slide.
    await show.scrollIntoViewIfNeeded();
    const box = (await show.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
    await leaveSlideshow(page);
    await page.waitForTimeout(CAROUSEL_INTERVAL_MS + 1000);
    expect(await activeSlide(page)).toBe("1 of 4");
  });
});

test.describe("marquee", () => {
  test("scrolls in a 20 s cycle, pauses on hover and with its control", async ({ page }) => {
    await visitHome(page);
    const marquee = page.getByTestId("marquee");
    const track = page.getByTestId("marquee-track");
    const duration = await track.evaluate((el) => el.getAnimations()[0]?.effect?.getComputedTiming().duration);
    expect(duration).toBe(MARQUEE_CYCLE_S * 1000);
    await expect(marquee).toContainText(home.marquee.items[0]!);

    await marquee.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    expect(await runningAnimations(track)).toBe(1);
    await marquee.hover({ position: { x: 40, y: 20 } });
    expect(await runningAnimations(track)).toBe(0);

    await marquee.getByRole("button", { name: "Pause banner" }).click();
    await leaveSlideshow(page);
    expect(await runningAnimations(track)).toBe(0);
    await marquee.getByRole("button", { name: "Play banner" }).click();
    await leaveSlideshow(page);
    expect(await runningAnimations(track)).toBe(1);
  });
});

test.describe("videos", () => {
  test("are muted and loop, load nothing until scrolled into view, then play and pause on request", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (req) => {
      if (/\/media\/video\//.test(req.url())) videoRequests.push(req.url());
    });
    await visitHome(page);
    const videos = page.getByTestId("background-video");
    await expect(videos).toHaveCount(2);
    for (const video of await videos.all()) {
      expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline, v.preload])).toEqual([
        true,
        true,
        true,
        "none",
      ]);
    }
    expect(videoRequests, "no video is fetched before it is in view").toEqual([]);
    // No picture-in-picture button on a decorative video, without the attribute HTML does not define.
    for (const video of await videos.all()) expect(await video.evaluate((v: HTMLVideoElement) => v.disablePictureInPicture)).toBe(true);
    expect((await (await page.request.get("/")).text()).toLowerCase()).not.toContain("disablepictureinpicture");

    const section = page.getByRole("region", { name: home.backgroundVideo.title });
    await section.scrollIntoViewIfNeeded();
    const background = section.getByTestId("background-video");
    await expect.poll(() => background.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 10_000 }).toBe(true);
    expect(videoRequests.length).toBeGreaterThan(0);

    await section.getByRole("button", { name: "Pause background video" }).click();
    await expect.poll(() => background.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(section.getByRole("button", { name: "Play background video" })).toBeVisible();

    const play = section.getByRole("link", { name: /Play Video/ });
    await expect(play).toHaveAttribute("href", site.external.videoPage);
    await expect(play).toHaveAttribute("target", "_blank");
    await expect(play).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("links", () => {
  test("every link on the page resolves, or is external and opens in a new tab", async ({ page, request }) => {
    await visit(page, "/");
    const links = await page
      .locator("a[href]")
      .evaluateAll((els) =>
        els.map((a) => ({ href: a.getAttribute("href")!, target: a.getAttribute("target"), rel: a.getAttribute("rel") })),
      );
    expect(links.length).toBeGreaterThan(30);
    const checked = new Set<string>();
    for (const link of links) {
      if (link.href.startsWith("mailto:") || link.href.startsWith("tel:")) continue;
      const url = new URL(link.href, page.url());
      if (url.origin !== new URL(page.url()).origin) {
        expect(link.target, link.href).toBe("_blank");
        expect(link.rel?.split(/\s+/), link.href).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
        continue;
      }
      if (url.hash && url.pathname === "/") {
        await expect(page.locator(url.hash), link.href).toHaveCount(1);
      }
      if (checked.has(url.pathname)) continue;
      checked.add(url.pathname);
      const response = await request.get(url.pathname);
      expect(response.status(), link.href).toBeLessThan(400);
    }
    for (const path of ["/assets-management", "/careers", "/commodities", "/our-people", "/casalavorowuseii", "/news", "/newsletter"]) {
      expect(checked, path).toContain(path);
    }
  });

  test("The Firm: mission, vision and three cards, at the /#insights anchor", async ({ page }) => {
    await visit(page, "/#insights");
    const firm = page.locator("#insights");
    await expect(firm).toBeInViewport();
    await expect(firm).toContainText(site.mission);
    await expect(firm).toContainText(site.vision);
    const hrefs = await firm
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((els) => els.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/assets-management", "/careers", "/assets-management"]);
  });

  test("Our Businesses: four Learn More links, external ones in a new tab", async ({ page }) => {
    await visit(page, "/");
    const section = page.getByRole("region", { name: home.businesses.title });
    const learnMore = section.getByRole("link", { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(4);
    for (const [i, business] of businesses.entries()) {
      const link = learnMore.nth(i);
      await expect(link).toHaveAttribute("href", business.learnMoreLink);
      if (business.learnMoreLink.startsWith("https://")) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      } else await expect(link).not.toHaveAttribute("target", /.*/);
    }
    const hrefs = businesses.map((b) => b.learnMoreLink);
    expect(hrefs).toEqual(expect.arrayContaining([site.external.residencesSite, "/assets-management", "/commodities"]));
  });

  test("Featured Stories: one story on the site, two press links in a new tab, dates, and More...", async ({ page }) => {
    await visit(page, "/");
    const section = page.getByRole("region", { name: "Featured Stories" });
    // Each story reads as /news shows it: the same title, type and date.
    for (const link of home.featuredStories.stories) {
      const item = news.find((n) => n.link === link)!;
      const card = section.getByRole("listitem").filter({ has: page.getByRole("link", { name: item.title }) });
      await expect(card).toContainText(item.type, { ignoreCase: true });
      await expect(card.locator("time")).toHaveText(item.date);
    }
    await expect(section.getByRole("link", { name: news.find((n) => n.link === "/casalavorowuseii")!.title })).toHaveAttribute(
      "href",
      "/casalavorowuseii",
    );
    const external = section.locator('a[target="_blank"]');
    await expect(external).toHaveCount(2);
    // Each press story is one of the /news stories, with the same date.
    const newsByLink = new Map(news.map((item) => [item.link, item]));
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const story = newsByLink.get((await link.getAttribute("href")) ?? "");
      expect(story, "a press story that /news lists too").toBeDefined();
      expect(story?.date).toBe("July 26, 2025");
    }
    await expect(section.getByText("March 24, 2025")).toBeVisible();
    await expect(section.getByText("July 26, 2025")).toHaveCount(2);
    await expect(section.getByRole("link", { name: /^More\.\.\./ })).toHaveAttribute("href", "/news");
  });

  test("Subscribe is a full page navigation to /newsletter", async ({ page }) => {
    await visit(page, "/");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("link", { name: home.subscribe.link.label, exact: true }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });
});

test.describe("earnings", () => {
  test("three files, each link showing its type and size, download with the right content type and open", async ({ page, request }) => {
    await visit(page, "/");
    const section = page.getByRole("region", { name: earnings.title });
    await expect(section).toContainText(earnings.sampleNotice);
    for (const file of earnings.files) {
      const link = section.getByTestId(`earnings-${file.key}`);
      await expect(link).toHaveAttribute("href", file.href);
      const response = await request.get(file.href);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(file.contentType);
      const body = await response.body();
      await expect(link).toHaveText(`${file.label} (${file.kind}, ${formatFileSize(body.length)})`);

      if (file.kind === "PDF") {
        const pdf = await PDFDocument.load(body);
        expect(pdf.getPageCount()).toBeGreaterThan(0);
        expect(pdf.getTitle()).toMatch(/sample data/i);
        expect(pdf.getTitle()).toContain(earnings.title);
      } else {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(body as unknown as ArrayBuffer);
        const sheet = workbook.getWorksheet(`${earnings.columns.current} figures`);
        expect(sheet, "the figures sheet").toBeTruthy();
        expect(String(sheet!.getCell("A2").value)).toMatch(/^SAMPLE DATA/);
        for (const figure of earnings.figures) {
          let found = false;
          sheet!.eachRow((row) => {
            if (row.getCell(1).value === figure.label) {
              found = true;
              // The group total is a formula: a viewer shows its cached result.
              const shown = (value: ExcelJS.CellValue) => (value && typeof value === "object" && "result" in value ? value.result : value);
              expect(shown(row.getCell(3).value), figure.label).toBe(figure.current);
              expect(shown(row.getCell(4).value), figure.label).toBe(figure.previous);
            }
          });
          expect(found, figure.label).toBe(true);
        }
      }
    }
  });
});

test.describe("cards", () => {
  test("animate in when 30% visible, staggered 0.2 s, without any layout shift", async ({ page }) => {
    await visitHome(page);
    const section = page.getByRole("region", { name: home.coreValues.title });
    const cards = section.locator("[data-reveal]");
    await expect(cards).toHaveCount(4);
    await expect(cards.last()).toHaveAttribute("data-reveal", "hidden");
    // Hidden at once, the last card too (it used to fade out over its 0.6 s delay and 600 ms, half-visible).
    expect(await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity))).toEqual(["0", "0", "0", "0"]);
    const delays = await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDelay.split(",")[0]!.trim()));
    expect(delays).toEqual(["0s", "0.2s", "0.4s", "0.6s"]);

    // From here on, count every layout shift and the elements that moved.
    await page.evaluate(async () => {
      await document.fonts.ready;
      const w = window as unknown as { shifts: number; moved: string[] };
      w.shifts = 0;
      w.moved = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
          w.shifts += entry.value;
          for (const source of entry.sources ?? []) w.moved.push((source.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? "?");
        }
      }).observe({ type: "layout-shift" });
    });
    await cards.first().scrollIntoViewIfNeeded();
    await expect(cards.first()).toHaveAttribute("data-reveal", "shown");
    await expect.poll(() => cards.last().evaluate((el) => getComputedStyle(el).opacity)).toBe("1");

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1500);
    const { shifts, moved } = await page.evaluate(() => {
      const w = window as unknown as { shifts: number; moved: string[] };
      return { shifts: w.shifts, moved: w.moved };
    });
    expect(shifts, moved.join("\n")).toBe(0);
  });
});

test.describe("without JavaScript", () => {
  test("every section's text and every link is there", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByTestId("page-loader")).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole("heading", { level: 1, name: site.name })).toBeAttached();
    for (const title of [
      home.firm.title,
      home.heritage.title,
      home.businesses.title,
      home.chiefExecutive.profile.role,
      home.coreValues.title,
      earnings.title,
      home.featuredStories.title,
      home.flywheel.title,
      home.backgroundVideo.title,
      home.subscribe.title,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title }), title).toBeVisible();
    }
    // The slides cannot move: they are shown one under another, each caption seen and heard.
    const show = page.getByTestId("slideshow");
    for (const [index, slide] of home.hero.slides.entries()) {
      const group = show.getByRole("group", { name: slideshowCopy.slideLabel(index + 1, home.hero.slides.length) });
      await expect(group).toContainText(slide.text);
      await group.scrollIntoViewIfNeeded();
      await expect(group.getByText(slide.text, { exact: true }).last()).toBeInViewport();
    }
    // No control that needs the script is offered: not the slideshow's, the banner's or the videos'.
    await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
    // The banner, with no pause control then, stands still, every item inside the screen's width.
    await expect(page.getByTestId("marquee")).toContainText(home.marquee.items.at(-1)!);
    const track = page.getByTestId("marquee-track");
    expect(await track.evaluate((el) => el.getAnimations().length)).toBe(0);
    await expect(track.locator('ul[aria-hidden="true"]')).toBeHidden();
    for (const item of await track.locator("ul:not([aria-hidden]) > li").all()) {
      const box = (await item.boundingBox())!;
      expect(box.x + box.width, await item.innerText()).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    await expect(page.getByRole("heading", { level: 3, name: home.chiefExecutive.profile.name })).toBeVisible();
    const hrefs = await page.locator("a[href]").evaluateAll((els) => els.map((a) => a.getAttribute("href")));
    for (const href of [
      "/assets-management",
      "/careers",
      "/the-firm",
      "/our-people",
      "/commodities",
      "/casalavorowuseii",
      "/news",
      "/newsletter",
      site.external.videoPage,
      ...businesses.map((b) => b.learnMoreLink),
      ...home.featuredStories.stories,
      ...earnings.files.map((f) => f.href),
    ]) {
      expect(hrefs, href).toContain(href);
    }
    const lastCard = page.locator("[data-reveal]").last();
    await lastCard.scrollIntoViewIfNeeded();
    expect(await lastCard.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await context.close();
  });
});
