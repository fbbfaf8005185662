// Same page as /news (spec §2); the canonical URL points at /news.
export { default, metadata } from "../news/page";
