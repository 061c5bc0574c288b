import { useRef } from 'react';
import { useShopWords } from '../shared/shop-words';
import { useAddressCompleter } from '../shared/use-address-completer';
import type { CheckoutProps, ShippingAddress } from './checkout-types';
import type { PlaceDetails, ShopWords } from '../../domain';

interface AddressFieldsProps {
  idPrefix: string;
  address: ShippingAddress;
  countries: CheckoutProps['countries'];
  /** The site has an address service: the first line completes addresses. */
  completion: boolean;
  errors: Record<string, string>;
  onChange(address: ShippingAddress): void;
  /** Country or region settled (changed or left): the totals are recalculated for it. */
  onLocation(address: ShippingAddress): void;
}

/** Each field with the key of its label in the shop words. */
const FIELDS: { key: keyof ShippingAddress; label: keyof ShopWords; autoComplete: string; required: boolean }[] = [
  { key: 'name', label: 'fullName', autoComplete: 'name', required: true },
  { key: 'line1', label: 'address', autoComplete: 'address-line1', required: true },
  { key: 'line2', label: 'apartment', autoComplete: 'address-line2', required: false },
  { key: 'city', label: 'city', autoComplete: 'address-level2', required: true },
  { key: 'region', label: 'stateOrRegion', autoComplete: 'address-level1', required: false },
  { key: 'postalCode', label: 'postalCode', autoComplete: 'postal-code', required: true },
];

/** The shipping address; country and region drive tax and shipping prices. */
export function AddressFields({
  idPrefix,
  address,
  countries,
  completion,
  errors,
  onChange,
  onLocation,
}: AddressFieldsProps) {
  const words = useShopWords();
  const set = (key: keyof ShippingAddress, value: string) => onChange({ ...address, [key]: value });
  const line1 = useRef<HTMLInputElement>(null);
  const suggestions = useRef<HTMLDivElement>(null);
  // A picked address fills every field; a country the store does not ship to keeps the chosen one.
  const pick = (place: PlaceDetails) => {
    const country = countries.some((c) => c.code === place.countryCode) ? place.countryCode : address.country;
    const next = {
      ...address,
      line1: place.addressLine1,
      line2: place.addressLine2,
      city: place.city,
      region: place.state,
      postalCode: place.postalCode,
      country,
    };
    onChange(next);
    onLocation(next);
  };
  useAddressCompleter(
    line1,
    suggestions,
    { productPage: 'checkout', productSection: 'shipping-address' },
    pick,
    () => address.country,
    completion,
  );
  const error = (key: string) =>
    errors[key] ? (
      <p className="field-error" id={`${idPrefix}-${key}-error`}>
        {errors[key]}
      </p>
    ) : null;
  return (
    <fieldset className="checkout__section">
      <legend>{words.shippingAddress}</legend>
      <div className="field">
        <label htmlFor={`${idPrefix}-country`}>{words.country}</label>
        <select
          id={`${idPrefix}-country`}
          autoComplete="country"
          value={address.country}
          onChange={(e) => {
            const next = { ...address, country: e.target.value };
            onChange(next);
            onLocation(next);
          }}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {FIELDS.map(({ key, label, autoComplete, required }) => (
        <div className={key === 'line1' ? 'field field--address-complete' : 'field'} key={key}>
          <label htmlFor={`${idPrefix}-${key}`}>{words[label]}</label>
          <input
            ref={key === 'line1' ? line1 : undefined}
            id={`${idPrefix}-${key}`}
            autoComplete={autoComplete}
            required={required}
            value={address[key]}
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={errors[key] ? `${idPrefix}-${key}-error` : undefined}
            onChange={(e) => set(key, e.target.value)}
            onBlur={key === 'region' ? () => onLocation(address) : undefined}
          />
          {key === 'line1' && <div className="address-suggestions-box" ref={suggestions} />}
          {error(key)}
        </div>
      ))}
    </fieldset>
  );
}
