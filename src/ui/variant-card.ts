/**
 * The answer cards of the poll and the quiz (`.variant`, see variant-card.css), as CSS text for an
 * element's `styles`. Its own module and not in src/ui/styles.ts: only the poll and the quiz load
 * it, with their chunks.
 */
import variantCard from './variant-card.css?inline';

/** The answer cards of the poll and the quiz (`.variant`). */
export const variantCardStyles: string = variantCard;
