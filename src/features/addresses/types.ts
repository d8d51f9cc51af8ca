/** The address shapes shared by the list, the form and the pickers (server rows and a guest's local rows). */

export interface AddressRecord {
  id: number;
  address: string;
  address_type: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string | null;
  latitude: number;
  longitude: number;
  road: string;
  house: string;
  floor: string;
  additional_information: string;
  zone_ids: readonly number[];
}

/** What the form hands back: the address, and whether it was saved (else it is only for the current pick). */
export interface AddressFormResult {
  saved: boolean;
  address: Omit<AddressRecord, 'id'> & { id: number | null };
}
