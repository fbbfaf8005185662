import "server-only";
import { cache } from "react";
import { isBuildPhase } from "@/env";
import { database } from "../db";
import { archivedCampaign, archivedCampaigns } from "./campaigns";

/**
 * What the public archive pages, the sitemap and the search index read
 * (decision 128, as publishing/public.ts): the build never opens the database
 * and renders an empty archive; each page's `revalidate` brings the sent
 * issues in at the first request after it. Read once per render.
 */
export const publicArchive = cache(async () => (isBuildPhase() ? [] : archivedCampaigns((await database()).db)));

export const publicIssue = cache(async (slug: string) => (isBuildPhase() ? null : archivedCampaign((await database()).db, slug)));
