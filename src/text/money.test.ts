import { describe, expect, it } from 'vitest';
import { asksAmountOfMoney } from './asked-amount.js';
import { statesMoney, statesPercent } from './money.js';

describe('statesMoney', () => {
  it('reads amounts with the currency before or after, in millions and in cents', () => {
    for (const text of ['Die Kaution beträgt 250 €.', 'Fees rose to £30m a year.', 'Die Rechte kosten 30 Mio. GBP.', 'Arbeitspreis: 29,80 ct/kWh', 'EUR 35 per month', 'Die Beratung ist kostenlos.']) {
      expect(statesMoney(text), text).toBe(true);
    }
  });

  it('takes no other number for money', () => {
    for (const text of ['innerhalb von 8 Wochen', 'Leistung 11 kW', 'at 30 m depth', 'Rabatt 10 %']) expect(statesMoney(text), text).toBe(false);
    expect(statesPercent('Rabatt 10 %')).toBe(true);
    expect(statesPercent('Version 10')).toBe(false);
  });
});

describe('asksAmountOfMoney', () => {
  it('reads how much a thing that names money is, in English and German', () => {
    expect(asksAmountOfMoney('How much is the deposit for a guest berth?', 'en')).toBe(true);
    expect(asksAmountOfMoney("What's the monthly fee for a guest berth?", 'en')).toBe(true);
    expect(asksAmountOfMoney('Wie hoch ist die Kaution für einen Gastliegeplatz?', 'de')).toBe(true);
  });

  it('leaves other measures alone', () => {
    expect(asksAmountOfMoney('How much is the draught of the ferry?', 'en')).toBe(false);
    expect(asksAmountOfMoney('Wie hoch ist die Brücke am Hafen?', 'de')).toBe(false);
    expect(asksAmountOfMoney('How long is the guest berth?', 'en')).toBe(false);
  });
});
