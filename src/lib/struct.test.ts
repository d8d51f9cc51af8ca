/** The boundary's tolerance for the backend's loose types: what each coercion accepts, normalises and refuses. */
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { flag, list, looseBoolean, looseId, looseNumber, numberOrZero, parseResponse, text, type } from './struct';

const Row = type({ id: looseId, price: looseNumber, count: numberOrZero, active: flag, open: looseBoolean, name: text, tags: list(text) });

describe('response structs', () => {
  it.each([
    ['typed values pass unchanged', { id: 4, price: 12.5, count: 3, active: 1, open: true, name: 'Sedan', tags: ['a'] }, { id: 4, price: 12.5, count: 3, active: 1, open: true, name: 'Sedan', tags: ['a'] }],
    ['numbers and flags as strings', { id: '4', price: '12.5', count: '3', active: '1', open: '1', name: 7, tags: '["a","b"]' }, { id: 4, price: 12.5, count: 3, active: 1, open: true, name: '7', tags: ['a', 'b'] }],
    ['nulls and missing fields', { id: 4, price: 0, count: null, active: null, open: null, name: null, tags: null }, { id: 4, price: 0, count: 0, active: 0, open: false, name: '', tags: [] }],
    ['booleans as flags, an object as a list', { id: 4, price: 1, active: true, open: 0, tags: { 0: 'x', 1: 'y' } }, { id: 4, price: 1, count: 0, active: 1, open: false, name: '', tags: ['x', 'y'] }],
    ['JSON text that is not a list', { id: 4, price: 1, active: false, open: 'no', tags: 'oops' }, { id: 4, price: 1, count: 0, active: 0, open: false, name: '', tags: [] }],
  ])('%s', (_, input, expected) => {
    expect(parseResponse(Row, input, 'test')).toEqual(expected);
  });

  it.each([
    ['an id that is not a whole number', { id: '4.5', price: 1 }, 'id'],
    ['a price that is not a number', { id: 4, price: 'cheap' }, 'price'],
    ['an empty price', { id: 4, price: '' }, 'price'],
    ['a flag given as an object', { id: 4, price: 1, active: {} }, 'active'],
  ])('refuses %s, naming the field', (_, input, field) => {
    let caught: unknown;
    try {
      parseResponse(Row, input, 'vehicle/search');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).kind).toBe('invalid-response');
    expect((caught as ApiError).message).toContain(`vehicle/search at ${field}`);
  });
});
