/**
 * A phone number or email inside a translated sentence, isolated (FSI … PDI) so an Arabic sentence does not
 * move its `+` or `@` parts around: the value keeps its own left-to-right order wherever it sits.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;
