import { buildCsp } from "./csp";

/**
 * Security headers sent with every response (next.config.ts `headers()`).
 * Pages get their own Content-Security-Policy, with the hashes of their inline
 * scripts, from the proxy (src/proxy.ts, decision 070); every other response
 * (static files, route handlers, images, metadata files) carries the strict
 * policy below, which allows no inline script at all.
 */
type HeaderRule = { source: string; headers: { key: string; value: string }[] };

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

const common = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/**
 * The policy of a file a visitor or an officer downloads (an uploaded image or
 * results file, a case's attachment): opened directly, it is a document of its
 * own that may load and run nothing. The routes set it themselves; the rules
 * below set it again after the site's policy, which would otherwise replace
 * it (the last rule naming a header wins), so the browser gets this one.
 */
export const FILE_POLICY = "default-src 'none'; sandbox";
const FILE_ROUTES = ["/media/uploads/:path*", "/files/uploads/:path*", "/admin/cases/:id/attachments/:attachmentId"];

export function securityHeaders({ dev = false }: { dev?: boolean } = {}): HeaderRule[] {
  return [
    {
      source: "/:path*",
      headers: [
        ...common,
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        { key: "Content-Security-Policy", value: buildCsp({ dev }) },
      ],
    },
    {
      source: "/whistleblow",
      headers: [
        { key: "Referrer-Policy", value: "no-referrer" },
        { key: "Cache-Control", value: "no-store" },
      ],
    },
    {
      source: "/whistleblow/follow-up",
      headers: [
        { key: "Referrer-Policy", value: "no-referrer" },
        { key: "Cache-Control", value: "no-store" },
      ],
    },
    ...FILE_ROUTES.map((source) => ({ source, headers: [{ key: "Content-Security-Policy", value: FILE_POLICY }] })),
  ];
}
