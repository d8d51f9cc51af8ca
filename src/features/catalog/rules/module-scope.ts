/**
 * A module's home shows that module's stores only. A store list answered for the chosen module is kept to it
 * on the client too: a backend that answers a personal list ("visit again") across modules, or an answer kept
 * from before a module switch, never puts a restaurant on the shop's home. A store that does not say its
 * module is kept (older backends omit it).
 */
export function ofModule<T extends { module_id?: number | null | undefined }>(stores: readonly T[], moduleId: number | null | undefined): T[] {
  if (moduleId === null || moduleId === undefined) return [...stores];
  return stores.filter((store) => store.module_id === null || store.module_id === undefined || store.module_id === moduleId);
}
