/** Partner sign-up answers (contract §M6.8): the delivery vehicles and the applications' answers. */
import { list, looseId, nullable, numberOrZero, optional, text, type, type Infer } from '@/lib/struct';

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
