import { describe, expect, it } from 'vitest';
import { addressLines } from './postal-address';

const checkout = (country: string, extra: object = {}) => ({
  name: 'Ada Visitor',
  line1: '412 Warren Street',
  city: 'Hudson',
  region: 'NY',
  postalCode: '12534',
  country,
  ...extra,
});

describe('addressLines', () => {
  it('writes a US address name first, then street, then "city, region zip" and the country', () => {
    expect(addressLines(checkout('US'))).toEqual(['Ada Visitor', '412 Warren Street', 'Hudson, NY 12534', 'US']);
  });

  it("follows each country's order", () => {
    const de = { name: 'Erika Muster', line1: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', country: 'de' };
    expect(addressLines(de)).toEqual(['Erika Muster', 'Hauptstraße 5', '10115 Berlin', 'DE']);
    const gb = {
      name: 'Ada Lovelace',
      line1: '12 St James’s Square',
      city: 'London',
      postalCode: 'SW1Y 4JH',
      country: 'GB',
    };
    expect(addressLines(gb)).toEqual(['Ada Lovelace', '12 St James’s Square', 'London', 'SW1Y 4JH', 'GB']);
    expect(addressLines(checkout('CA', { city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6' }))).toContain(
      'Toronto ON M5V 2T6',
    );
  });

  it('drops the separators of missing parts, names the country and keeps fields it does not know', () => {
    const lines = addressLines(checkout('US', { region: '', line2: 'Apt 2', note: 'Leave at the door' }), (code) =>
      code === 'US' ? 'United States' : code,
    );
    expect(lines).toEqual([
      'Ada Visitor',
      '412 Warren Street',
      'Apt 2',
      'Hudson, 12534',
      'United States',
      'Leave at the door',
    ]);
  });

  it('reads the older field names too', () => {
    const old = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '1 Rue de Rivoli',
      city: 'Paris',
      zip: '75001',
      countryCode: 'FR',
    };
    expect(addressLines(old)).toEqual(['Ada Lovelace', '1 Rue de Rivoli', '75001 Paris', 'FR']);
  });
});
