/**
 * Security headers sent with every response (next.config.ts `headers()`).
 * The Content-Security-Policy is added per page by the quality-gates work (issue 7).
 */
type HeaderRule = { source: string; headers: { key: string; value: string }[] };

const common = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

export function securityHeaders(): HeaderRule[] {
  return [
    { source: "/:path*", headers: [...common, { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" }] },
    {
      source: "/whistleblow",
      headers: [
        { key: "Referrer-Policy", value: "no-referrer" },
        { key: "Cache-Control", value: "no-store" },
      ],
    },
  ];
}
