import createMDX from "@next/mdx";
import type { NextConfig } from "next";
import { securityHeaders } from "./src/security-headers";

/**
 * NEXT_DIST_DIR lets the test suite and the benchmarks build into their own
 * folders (.next-test, .next-bench) without touching the build `npm start` serves.
 */
const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // Type-checking runs once, in `npm run typecheck` (part of `npm test`), not in every build.
  typescript: { ignoreBuildErrors: true },
  pageExtensions: ["ts", "tsx", "mdx"],
  images: { formats: ["image/avif", "image/webp"] },
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer"],
  async headers() {
    return securityHeaders({ dev: process.env.NODE_ENV === "development" });
  },
};

const withMDX = createMDX({});
export default withMDX(nextConfig);
