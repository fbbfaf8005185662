/** Column counts of a card grid, with the classes and image `sizes` each uses (shared by the server and the client grid). */
export type CardGridColumns = 3 | 4 | 5;

export const CARD_GRID_COLUMNS: Record<CardGridColumns, string> = {
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  5: "grid-cols-2 lg:grid-cols-3 xl:grid-cols-5",
};

export const CARD_GRID_SIZES: Record<CardGridColumns, string> = {
  3: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
  4: "(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw",
  5: "(min-width: 1280px) 250px, (min-width: 1024px) 33vw, 50vw",
};
