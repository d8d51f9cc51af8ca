/**
 * When the interest picker follows a module switch (spec §2 /interest): a signed-in customer who has chosen
 * interests before, switching to a module they have not chosen interests for, that is not parcel. Pure.
 */
export function interestModules(selected: readonly unknown[] | null | undefined): number[] {
  return (selected ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

export function asksInterestAfterSwitch(selected: readonly unknown[] | null | undefined, module: { id: number; module_type: string }): boolean {
  const modules = interestModules(selected);
  return module.module_type !== 'parcel' && modules.length > 0 && !modules.includes(module.id);
}
