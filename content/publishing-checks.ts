/** The words of the publish-time checks that a story will render (src/server/publishing/renderable.ts). */
export const renderChecks = {
  body: "cannot be shown: lists or quotes are nested too deeply",
  image: "is not an image of the site's media folders: choose or upload one",
} as const;
