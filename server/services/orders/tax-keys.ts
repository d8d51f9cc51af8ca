/** The contract's three `get-Tax` keys (§M5.3), which item, parcel and trip quotes all answer: the tax and whether prices include it. */
export const taxKeys = (taxAmount: number, included: boolean) => ({
  tax_amount: taxAmount,
  tax_status: included ? 'included' : 'excluded',
  tax_included: included ? 1 : 0,
});
