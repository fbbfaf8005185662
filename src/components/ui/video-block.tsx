"use client";

import { useEffect, useRef, useState } from "react";
import type { ImgProps } from "./image-props";
import { Icon } from "./icon";
import { useReducedMotion } from "./use-reduced-motion";
import { mediaCopy } from "@content/interface";

/**
 * A section video (silent, muted). The poster shows first: the <video>
 * element itself is only created when the block comes near the viewport (or
 * the visitor presses Play), so pages don't pay for a media player they
 * never scroll to, and nothing is downloaded before that (`preload="none"`).
 * It plays by itself only while at least half of it is in view, never under
 * prefers-reduced-motion (only the poster shows until the visitor presses
 * Play), and one Pause/Play control of ours runs it (WCAG 2.2.2). It has
 * no native controls: the video is silent and loops, so their seek bar and
 * mute button offered nothing but a second play button beside ours. The caption describes what the video shows (WCAG 1.2.1, video-only).
 *
 * Sources: /media/video/<name>.webm and .mp4; poster: /media/posters/<name>.webp.
 */
export function VideoBlock({
  name,
  label,
  description,
  posterImage,
}: {
  name: string;
  label: string;
  description: string;
  /** The poster's <img> attributes, computed on the server (imageProps). */
  posterImage: ImgProps;
}) {
  const reduced = useReducedMotion();
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const visible = useRef(false);
  const playRequested = useRef(false);
  const [mounted, setMounted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const poster = `/media/posters/${name}.webp`;
  const captionId = `video-${name}-caption`;

  // Create the <video> when the block comes near the viewport (not under reduced motion).
  useEffect(() => {
    const element = frame.current;
    if (!element || mounted || reduced) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setMounted(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [mounted, reduced]);

  // Once it exists: play on the visitor's request, or by itself while half in view.
  useEffect(() => {
    const element = video.current;
    if (!mounted || !element) return;
    if (playRequested.current) {
      playRequested.current = false;
      element.play().catch(() => undefined);
    }
    if (reduced || userPaused) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        visible.current = Boolean(entry?.isIntersecting);
        if (visible.current) element.play().catch(() => undefined);
        else element.pause();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [mounted, reduced, userPaused]);

  function toggle() {
    const element = video.current;
    if (!element) {
      playRequested.current = true;
      setUserPaused(false);
      setMounted(true);
      return;
    }
    if (element.paused) {
      setUserPaused(false);
      element.play().catch(() => undefined);
    } else {
      setUserPaused(true);
      element.pause();
    }
  }

  return (
    <figure className="overflow-hidden rounded-2xl bg-ink shadow-lg" data-testid={`video-block-${name}`}>
      <div ref={frame} className="relative aspect-video">
        {mounted ? (
          <video
            ref={video}
            className="h-full w-full bg-ink object-cover"
            poster={poster}
            preload="none"
            muted
            loop
            playsInline
            aria-label={label}
            aria-describedby={captionId}
            data-testid={`video-${name}`}
            onPlay={() => {
              setPlaying(true);
              setUserPaused(false);
            }}
            onPause={() => {
              setPlaying(false);
              // Paused while on screen: the visitor did it (the browser's own media menu); don't resume it by scrolling.
              if (visible.current) setUserPaused(true);
            }}
          >
            <source src={`/media/video/${name}.webm`} type="video/webm" />
            <source src={`/media/video/${name}.mp4`} type="video/mp4" />
          </video>
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- optimised attributes from getImageProps (imageProps).
          <img
            {...posterImage}
            alt={label}
            className="h-full w-full object-cover"
            aria-describedby={captionId}
            data-testid={`video-poster-${name}`}
          />
        )}
        <button
          type="button"
          onClick={toggle}
          className="on-dark absolute top-3 right-3 flex h-11 items-center gap-2 rounded-full bg-ink/70 px-4 text-sm font-semibold text-white backdrop-blur hover:bg-ink/85"
        >
          <Icon name={playing ? "pause" : "play"} size={16} />
          {playing ? mediaCopy.pause("video") : mediaCopy.play("video")}
        </button>
      </div>
      <figcaption id={captionId} className="bg-forest px-5 py-4 text-sm text-white/90">
        {description}
      </figcaption>
    </figure>
  );
}
