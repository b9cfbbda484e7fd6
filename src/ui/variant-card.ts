/** The poll's and quiz's answer cards' sheet, apart from styles.ts so only they load it. */
import variantCard from './variant-card.css?inline';

/** The answer cards of the poll and the quiz (`.variant`). */
export const variantCardStyles: string = variantCard;
