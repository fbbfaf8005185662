/** A page's search parameters as Next.js passes them: each one a string, repeated, or absent. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a search parameter, or "" when it is absent. */
export const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
