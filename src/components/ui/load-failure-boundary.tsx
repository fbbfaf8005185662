"use client";

import { Component, type ReactNode } from "react";

/**
 * Catches an error thrown while rendering its children (a chunk of code that
 * could not be fetched, in practice) and shows `fallback` instead of letting
 * it reach the page, which React would otherwise unmount whole.
 */
export class LoadFailureBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
