/**
 * Which modules count stock: the config's `module_config[module].stock`, set once the config is known and
 * read wherever a quantity is checked against the stock (the cart's lines, an item's buttons). Every store
 * module counts it unless the config says otherwise, so a module is never sold beyond its shelf by default.
 * Kept outside React state, as the money settings are, because the cart's rules run outside React too.
 */

let switches: Record<string, boolean> = {};

/** The config's `module_config`, tolerantly: `{ grocery: { stock: true }, food: { stock: false }, … }`. */
export function setStockSettings(moduleConfig: unknown): void {
  const next: Record<string, boolean> = {};
  if (moduleConfig && typeof moduleConfig === 'object') {
    for (const [module, value] of Object.entries(moduleConfig as Record<string, unknown>)) {
      const stock = value && typeof value === 'object' ? (value as { stock?: unknown }).stock : undefined;
      if (stock !== undefined) next[module] = stock === true || stock === 1 || stock === '1';
    }
  }
  switches = next;
}

/** Whether items of the module are sold only while in stock (true when the config does not say). */
export const countsStock = (moduleType: string | null | undefined): boolean => (moduleType ? (switches[moduleType] ?? true) : true);
