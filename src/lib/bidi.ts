/**
 * Mixed-direction text. An Arabic sentence that holds a left-to-right value ("25-35", "AED 4.00", "+971…",
 * "Floor 7") lets the Unicode bidirectional algorithm move the value's digits, signs and commas around its
 * words: "(25-35 min)" read "(min 35-25)" and "+AED 4.00" read "AED 4.00+". A value wrapped in an isolate
 * keeps its own order wherever it sits. Pure, free of React: the translations (`t()` isolates every value it
 * puts in a right-to-left sentence, and each part it joins into a list), and the money formatter use it.
 */

/** First-strong isolate: the value takes the direction of its own first letter (digits alone read left to right). */
const FSI = '\u2068';
/** Left-to-right isolate: money and measures, whose layout the operator set (symbol left or right). */
const LRI = '\u2066';
const PDI = '\u2069';

/** The value isolated from the sentence around it, in its own direction. */
export const isolate = (value: string): string => `${FSI}${value}${PDI}`;

/** The value isolated and laid out left to right (an amount with its currency symbol and sign). */
export const isolateLtr = (value: string): string => `${LRI}${value}${PDI}`;
