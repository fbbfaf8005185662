"use client";

import { useEffect, useRef, useState } from "react";
import type { ImgProps } from "./image-props";
import { Icon } from "./icon";
import { useReducedMotion } from "./use-reduced-motion";
import { mediaCopy } from "@content/interface";

/**
 * A muted, looping video that never delays the first paint: the poster is an
 * ordinary lazy next/image, the <video> loads nothing (preload="none") until
 * it scrolls into view, then plays; it pauses again off screen. A visible
 * control pauses and resumes it (WCAG 2.2.2). Under prefers-reduced-motion
 * only the poster shows, unless the visitor presses play. Without JavaScript
 * only the poster shows, and the control, which needs the script, is hidden.
 */
export function BackgroundVideo({
  webm,
  mp4,
  poster,
  label,
  controlName = "video",
  controlClassName = "absolute right-4 bottom-4 md:right-6 md:bottom-6",
}: {
  webm: string;
  mp4: string;
  /** The poster's <img> attributes (imageProps, lazy). */
  poster: ImgProps;
  /** Describes what the video shows (the poster's alternative text). */
  label: string;
  /** Names the pause/play control: "Pause <controlName>", e.g. "Pause flywheel video". */
  controlName?: string;
  controlClassName?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const reduced = useReducedMotion();
  const [inView, setInView] = useState(false);
  const [choice, setChoice] = useState<"auto" | "play" | "pause">("auto");
  const [started, setStarted] = useState(false);
  const wantsToPlay = choice === "play" || (choice === "auto" && !reduced);
  const playing = inView && wantsToPlay;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // A property rather than the disablepictureinpicture attribute, which HTML does not define
    // (the validator rejects it): no picture-in-picture button on a decorative video.
    video.disablePictureInPicture = true;
    const observer = new IntersectionObserver(([entry]) => setInView(!!entry?.isIntersecting), { threshold: 0.1 });
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (playing) {
      video.muted = true;
      // A play() cut short by pause() rejects with AbortError: nothing to report.
      video.play().catch(() => undefined);
    } else video.pause();
  }, [playing]);

  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- optimised attributes from getImageProps (imageProps). */}
      <img {...poster} alt={label} className="absolute inset-0 h-full w-full object-cover" />
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        data-testid="background-video"
        onPlaying={() => setStarted(true)}
        className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${started ? "opacity-100" : "opacity-0"}`}
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        data-needs-script
        onClick={() => setChoice(wantsToPlay ? "pause" : "play")}
        aria-label={wantsToPlay ? mediaCopy.pause(controlName) : mediaCopy.play(controlName)}
        className={`on-dark z-10 flex h-11 w-11 items-center justify-center rounded-full bg-ink/60 text-white backdrop-blur hover:bg-ink/80 ${controlClassName}`}
      >
        <Icon name={wantsToPlay ? "pause" : "play"} size={16} />
      </button>
    </>
  );
}
