/**
 * The partner applications' field rules, step by step, as the server applies them (contract §M6.8): a
 * store's name, address, zone, module, location, delivery times and logo; an owner's or delivery person's
 * name, phone (10 to 20 digits, spaces, `-+()`), email, strong password (8+ characters with upper and lower
 * case letters, a number and a symbol) and its confirmation; a delivery person's zone, vehicle and identity.
 * Each rule answers message keys per field; the views translate them.
 */
import { isValidEmail } from '@/lib/validation';

export type Problem =
  | 'required'
  | 'firstNameRequired'
  | 'tooLong'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'passwordShort'
  | 'passwordCase'
  | 'passwordNumber'
  | 'passwordSymbol'
  | 'passwordsMustMatch'
  | 'wholeMinutes'
  | 'maxBelowMin'
  | 'pickLocation'
  | 'logoRequired'
  | 'identityImagesRequired'
  | 'invalidTax';

export type Errors<F extends string> = Partial<Record<F, Problem>>;

const PHONE = /^[\d\s\-+()]{10,20}$/;
const blank = (value: string) => value.trim() === '';

export function passwordProblem(password: string): Problem | null {
  if (password.length < 8) return 'passwordShort';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password)) return 'passwordCase';
  if (!/\d/.test(password)) return 'passwordNumber';
  if (!/[^A-Za-z0-9]/.test(password)) return 'passwordSymbol';
  return null;
}

export interface PersonFields {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function validatePerson(values: PersonFields): Errors<keyof PersonFields> {
  const errors: Errors<keyof PersonFields> = {};
  if (blank(values.firstName)) errors.firstName = 'firstNameRequired';
  else if (values.firstName.trim().length > 100) errors.firstName = 'tooLong';
  if (values.lastName.trim().length > 100) errors.lastName = 'tooLong';
  if (blank(values.phone)) errors.phone = 'required';
  else if (!PHONE.test(values.phone.trim())) errors.phone = 'invalidPhone';
  if (blank(values.email)) errors.email = 'required';
  else if (!isValidEmail(values.email) || values.email.trim().length > 100) errors.email = 'invalidEmail';
  const password = passwordProblem(values.password);
  if (password) errors.password = password;
  if (values.confirmPassword === '') errors.confirmPassword = 'required';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'passwordsMustMatch';
  return errors;
}

export interface StoreFields {
  storeName: string;
  address: string;
  zoneId: number | null;
  moduleId: number | null;
  location: { lat: number; lng: number } | null;
  minTime: string;
  maxTime: string;
  tax: string;
  hasLogo: boolean;
}

const wholeMinutes = (value: string) => /^\d{1,5}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 10000;

export function validateStore(values: StoreFields): Errors<keyof StoreFields> {
  const errors: Errors<keyof StoreFields> = {};
  if (blank(values.storeName)) errors.storeName = 'required';
  else if (values.storeName.trim().length > 100) errors.storeName = 'tooLong';
  if (blank(values.address)) errors.address = 'required';
  else if (values.address.trim().length > 255) errors.address = 'tooLong';
  if (values.zoneId === null) errors.zoneId = 'required';
  if (values.moduleId === null) errors.moduleId = 'required';
  if (values.location === null) errors.location = 'pickLocation';
  if (!wholeMinutes(values.minTime)) errors.minTime = 'wholeMinutes';
  if (!wholeMinutes(values.maxTime)) errors.maxTime = 'wholeMinutes';
  else if (wholeMinutes(values.minTime) && Number(values.maxTime) < Number(values.minTime)) errors.maxTime = 'maxBelowMin';
  if (!blank(values.tax) && !(/^\d+(\.\d+)?$/.test(values.tax.trim()) && Number(values.tax) <= 100)) errors.tax = 'invalidTax';
  if (!values.hasLogo) errors.hasLogo = 'logoRequired';
  return errors;
}

export interface RiderFields {
  zoneId: number | null;
  vehicleId: number | null;
  identityType: string | null;
  identityNumber: string;
  identityImages: number;
}

export function validateRider(values: RiderFields): Errors<keyof RiderFields> {
  const errors: Errors<keyof RiderFields> = {};
  if (values.zoneId === null) errors.zoneId = 'required';
  if (values.vehicleId === null) errors.vehicleId = 'required';
  if (values.identityType === null) errors.identityType = 'required';
  if (blank(values.identityNumber)) errors.identityNumber = 'required';
  else if (values.identityNumber.trim().length > 50) errors.identityNumber = 'tooLong';
  if (values.identityImages === 0) errors.identityImages = 'identityImagesRequired';
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** The centre of a zone's outline (its bounding box), where the store's pin starts. */
export function zoneCentre(points: readonly { lat: number; lng: number }[]): { lat: number; lng: number } | null {
  if (points.length === 0) return null;
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  return { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lng: (Math.min(...lngs) + Math.max(...lngs)) / 2 };
}
