"use client";

import { useEffect, useRef, useState } from "react";
import { useReducedMotion } from "./use-reduced-motion";

/**
 * A section video (silent, muted): the poster shows first and nothing is
 * downloaded until the video is played (`preload="none"`). It plays by itself
 * only while at least half of it is in view, never under
 * prefers-reduced-motion (the poster stays until the visitor presses play),
 * and a Pause/Play control sits beside the native controls (WCAG 2.2.2).
 * The caption describes what the video shows (WCAG 1.2.1, video-only).
 *
 * Sources: /media/video/<name>.webm and .mp4; poster: /media/posters/<name>.webp.
 */
export function VideoBlock({ name, label, description }: { name: string; label: string; description: string }) {
  const reduced = useReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  const visible = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const captionId = `video-${name}-caption`;

  useEffect(() => {
    const element = video.current;
    if (!element || reduced || userPaused) return;
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
  }, [reduced, userPaused]);

  function toggle() {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      setUserPaused(false);
      element.play().catch(() => undefined);
    } else {
      setUserPaused(true);
      element.pause();
    }
  }

  return (
    <figure className="overflow-hidden rounded-2xl bg-ink shadow-lg">
      <div className="relative">
        <video
          ref={video}
          className="aspect-video h-auto w-full bg-ink object-cover"
          poster={`/media/posters/${name}.webp`}
          preload="none"
          muted
          loop
          playsInline
          controls
          aria-label={label}
          aria-describedby={captionId}
          data-testid={`video-${name}`}
          onPlay={() => {
            setPlaying(true);
            setUserPaused(false);
          }}
          onPause={() => {
            setPlaying(false);
            // Paused while on screen: the visitor did it (native controls); don't resume it by scrolling.
            if (visible.current) setUserPaused(true);
          }}
        >
          <source src={`/media/video/${name}.webm`} type="video/webm" />
          <source src={`/media/video/${name}.mp4`} type="video/mp4" />
        </video>
        <button
          type="button"
          onClick={toggle}
          className="absolute top-3 right-3 flex h-11 items-center gap-2 rounded-full bg-ink/70 px-4 text-sm font-semibold text-white backdrop-blur hover:bg-ink/85"
        >
          {playing ? (
            <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor"><path d="M5 4h3v12H5zM12 4h3v12h-3z" /></svg>
          ) : (
            <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor"><path d="M6 4l10 6-10 6z" /></svg>
          )}
          {playing ? "Pause video" : "Play video"}
        </button>
      </div>
      <figcaption id={captionId} className="bg-forest px-5 py-4 text-sm text-white/90">
        {description}
      </figcaption>
    </figure>
  );
}
