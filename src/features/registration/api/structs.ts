/** Partner sign-up answers (contract §M6.8): the delivery vehicles and the applications' answers. */
import { list, looseId, looseNumber, nullable, numberOrZero, optional, string, text, type, type Infer } from '@/lib/struct';

export const DeliveryVehicleStruct = type({
  id: looseId,
  type: text,
  starting_coverage_area: numberOrZero,
  maximum_coverage_area: numberOrZero,
  extra_charges: optional(numberOrZero),
});
export type DeliveryVehicle = Infer<typeof DeliveryVehicleStruct>;
export const DeliveryVehiclesStruct = list(DeliveryVehicleStruct);

export const StoreApplicationAnswerStruct = type({ store_id: optional(nullable(looseId)), type: text, message: optional(text) });
export type StoreApplicationAnswer = Infer<typeof StoreApplicationAnswerStruct>;

export const ApplicationAnswerStruct = type({ message: text });

export const PartnerZoneStruct = type({
  id: looseId,
  name: text,
  display_name: optional(nullable(string())),
  formated_coordinates: optional(list(type({ lat: looseNumber, lng: looseNumber }))),
});
export type PartnerZone = Infer<typeof PartnerZoneStruct>;
export const PartnerZonesStruct = list(PartnerZoneStruct);

export const PartnerModuleStruct = type({ id: looseId, module_name: text, module_type: text });
export type PartnerModule = Infer<typeof PartnerModuleStruct>;
export const PartnerModulesStruct = list(PartnerModuleStruct);
