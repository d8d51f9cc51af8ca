// @vitest-environment jsdom
/**
 * Mixed-direction text in Arabic: what a translated sentence, an amount, a delivery time, a place and the
 * operator's own names look like as text, with the isolates that keep each value's order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isolate, isolateLtr } from './bidi';
import { deliveryTimeText, parseDuration } from './durations';
import { formatMoney } from './format';
import { joinParts, operatorWords, setLanguage, t } from './i18n';
import { money, setMoneySettings } from './money-settings';
import { placeText } from './place-text';

const AED = { symbol: 'AED', direction: 'left', decimals: 2 } as const;

afterEach(async () => {
  await setLanguage('en');
});

describe('mixed-direction text', () => {
  it('a signed amount keeps its sign beside it', () => {
    expect(formatMoney(4, AED, { signed: true })).toBe('+AED\u00a04.00');
    expect(formatMoney(-4, AED, { signed: true })).toBe('-AED\u00a04.00');
    expect(formatMoney(0, AED, { signed: true })).toBe('AED\u00a00.00');
  });

  it('an amount is one left-to-right island in Arabic, plain text in English', async () => {
    setMoneySettings(AED);
    expect(money(4, { signed: true })).toBe('+AED\u00a04.00');
    await setLanguage('ar');
    expect(money(4, { signed: true })).toBe(isolateLtr('+AED\u00a04.00'));
  });

  it('an Arabic sentence isolates each value that could be reordered; an English one shows them as they are', async () => {
    expect(t('orders.orderNumber', { id: 100006 })).toBe('Order #100006');
    expect(t('orders.callRider', { name: 'Sam (Bike 7)' })).toBe('Call Sam (Bike 7)');
    await setLanguage('ar');
    expect(t('orders.callRider', { name: 'Sam (Bike 7)' })).toContain(isolate('Sam (Bike 7)'));
    expect(t('orders.callRider', { name: '+971501112233' })).toContain(isolate('+971501112233'));
    // A plain number, or a word in Arabic letters, reads the same anywhere: it is left as it is.
    expect(t('orders.orderNumber', { id: 100006 })).not.toContain('\u2068');
    expect(t('orders.callRider', { name: 'سامي' })).toBe('اتصل بـ سامي');
  });

  it('a delivery time is read and said again in the language, the range kept whole', async () => {
    expect(parseDuration('25-35 min')).toEqual({ min: 25, max: 35, unit: 'minutes' });
    expect(parseDuration('1 - 2 hours')).toEqual({ min: 1, max: 2, unit: 'hours' });
    expect(parseDuration('30 min')).toEqual({ min: 30, max: 30, unit: 'minutes' });
    expect(parseDuration('soon')).toBeNull();
    expect(deliveryTimeText('25-35 min')).toBe('25-35 min');
    expect(deliveryTimeText('about an hour')).toBe('about an hour');
    await setLanguage('ar');
    expect(deliveryTimeText('25-35 min')).toBe(`${isolate('25-35')} دقيقة`);
  });

  it('a place lists its labelled parts with the language\'s separator, each part whole in Arabic', async () => {
    const place = { house: '12', floor: '7', road: 'Sheikh Zayed Rd', address: 'Dubai Mall' };
    expect(placeText(place)).toBe('House 12, Floor 7, Sheikh Zayed Rd, Dubai Mall');
    expect(placeText({ address: 'Dubai Mall', floor: ' ' })).toBe('Dubai Mall');
    await setLanguage('ar');
    expect(placeText(place)).toBe(['منزل 12', 'طابق 7', 'Sheikh Zayed Rd', 'Dubai Mall'].map(isolate).join('، '));
    expect(joinParts(['Sara', null, '', '+971501112233'])).toBe(`${isolate('Sara')}، ${isolate('+971501112233')}`);
  });

  it('the operator\'s words stay in their script\'s language; elsewhere the app says them in its own', async () => {
    expect(operatorWords('Card (Stripe)', 'Card (Stripe)')).toBe('Card (Stripe)');
    expect(operatorWords('Carte bancaire', 'Card (Stripe)')).toBe('Carte bancaire');
    expect(operatorWords('Service charge', '')).toBe('Service charge');
    await setLanguage('ar');
    expect(operatorWords('Service charge', 'رسوم الخدمة')).toBe('رسوم الخدمة');
    expect(operatorWords('رسوم التشغيل', 'رسوم الخدمة')).toBe('رسوم التشغيل');
    expect(operatorWords('Custom gateway', '')).toBe('Custom gateway');
  });
});
